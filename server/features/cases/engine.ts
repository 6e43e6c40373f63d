import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';

/**
 * The BPMN 2.0 engine (bpmn-engine) reduced to what a case needs: start, and signal one waiting
 * user task with the case variables. Each call recovers from the serialised state and returns the
 * new one, so nothing lives in memory between requests. Conditions read `environment.variables`,
 * which bpmn-engine keeps per process execution: they are set on every process environment before
 * the signal (the definition's copy alone is not seen by the gateways).
 */
export interface EngineResult {
  state: unknown;
  /** Ids of the user tasks now waiting. */
  waiting: string[];
  ended: boolean;
}

type Execution = Awaited<ReturnType<Engine['execute']>>;

function assign(execution: Execution, variables: Record<string, unknown>) {
  for (const definition of execution.definitions) {
    definition.environment.assignVariables(variables);
    for (const process of definition.getProcesses()) process.environment.assignVariables(variables);
  }
}

async function settle(engine: Engine, execution: Execution): Promise<EngineResult> {
  // The demo flows have no timers or async services: one macrotask lets synchronous steps finish.
  await new Promise((resolve) => setImmediate(resolve));
  const waiting = execution.getPostponed().filter((a) => a.type === 'bpmn:UserTask').map((a) => a.id);
  const state = JSON.parse(JSON.stringify(await engine.getState())) as unknown;
  const ended = waiting.length === 0 && (engine.state === 'idle' || execution.state === 'idle');
  engine.stop();
  return { state, waiting, ended };
}

export async function startProcess(name: string, bpmn: string, variables: Record<string, unknown>): Promise<EngineResult> {
  const engine = new Engine({ name, source: bpmn });
  const execution = await engine.execute({ listener: new EventEmitter(), variables });
  return settle(engine, execution);
}

/** Completes the waiting user task `taskId` with the case's variables and runs on to the next wait or the end. */
export async function completeTask(name: string, state: unknown, taskId: string, variables: Record<string, unknown>): Promise<EngineResult> {
  const engine = new Engine({ name }).recover(state as Parameters<Engine['recover']>[0]);
  const execution = await engine.resume({ listener: new EventEmitter() });
  assign(execution, variables);
  if (!execution.getPostponed().some((a) => a.id === taskId)) throw new Error(`task ${taskId} is not waiting`);
  execution.signal({ id: taskId });
  return settle(engine, execution);
}
