import type { FastifyInstance } from 'fastify';
import { downloadFile, uploadFile, userPhoto } from '../../../src/contracts/files';
import { route } from '../../plugins/endpoints';
import { filesService } from './files.service';

/** Generic upload and download (POST /files, GET /files/{id}) and the user photo. */
export default async function filesFeature(app: FastifyInstance) {
  const files = filesService(app);

  route(app, uploadFile, async ({ request, auth }) => ({
    data: await files.receive(request, { ownerUserId: auth.userId }), status: 201,
  }));

  route(app, downloadFile, async ({ params, auth, request, reply }) => {
    await files.download(params.id, auth, request, reply);
  });

  route(app, userPhoto, async ({ params, query, request, reply }) => {
    const photo = await files.photo(params.id, query.base64 ?? false, request, reply);
    return photo ? { data: photo } : undefined;
  });
}
