/**
 * `npm run files:to-s3`: copies the files of the disk store (FILES_DIR, or DATA_DIR/files) into the
 * bucket named by FILES_S3_* (docs/deploy.md). Safe to run again; it skips what is already there.
 */
import { join } from 'node:path';
import { readConfig } from './config';
import { copyDiskToS3 } from './features/files/copy-to-s3';

const config = readConfig();
if (!config.filesS3) {
  console.error('FILES_S3_BUCKET (and FILES_S3_ENDPOINT, FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY) must be set.');
  process.exit(2);
}
const root = config.filesDir ?? join(config.dataDir, 'files');
const report = await copyDiskToS3(root, config.filesS3, (r) => {
  if (r.copied % 500 === 0) console.log(`${r.copied} copied, ${r.present} already there`);
});
console.log(`Done: ${report.copied} files copied (${report.bytes} bytes), ${report.present} already in the bucket.`);
