import type { ChildProcess } from 'node:child_process';
import { freePort } from '@portal/service-kit/testing/free-port';
import { launch, stopChild, waitReady, type StackOptions } from '../stack';
import type { Balancer, Target } from './balancer';

interface Replica extends Target {
  child: ChildProcess;
  /** set when the supervisor itself stops it (rollout, shutdown): its exit is not replaced */
  retiring: boolean;
}

export interface ComponentSpec {
  name: string;
  entry: string;
  /** the process environment of a replica listening on `port` */
  env(port: number): NodeJS.ProcessEnv;
  colour: number;
}

/** a replica leaves the balancer this long before its SIGTERM, like a preStop pause */
const DEREGISTER_MS = 1000;

/**
 * The replicas of one component behind its balancer (docs/replicas.md), kept at `count` like a
 * ReplicaSet: a replica that exits on its own is replaced. `rollout` replaces them one at a time
 * like a RollingUpdate with maxUnavailable 0: start the new one, wait until it is ready, put it
 * behind the balancer, take the old one out, SIGTERM it and wait for its drain.
 */
export class Component {
  private readonly replicas: Replica[] = [];
  private stopping = false;

  constructor(
    private readonly spec: ComponentSpec,
    private readonly count: number,
    private readonly balancer: Balancer,
    private readonly options: StackOptions,
    private readonly log: (line: string) => void,
  ) {}

  get name() {
    return this.spec.name;
  }

  get pids(): number[] {
    return this.replicas.map((replica) => replica.child.pid!);
  }

  /** where each replica listens, for calls that must reach one replica in particular */
  get ports(): number[] {
    return this.replicas.map((replica) => replica.port);
  }

  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.count }, () => this.startReplica()));
  }

  async rollout(progress = this.log): Promise<void> {
    for (const old of [...this.replicas]) {
      if (this.stopping) return;
      const fresh = await this.startReplica();
      progress(`${this.name}: replica ${fresh.child.pid} ready, retiring ${old.child.pid}`);
      await this.retire(old);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.replicas].map((replica) => this.retire(replica, 0)));
  }

  private async startReplica(): Promise<Replica> {
    const port = await freePort();
    const child = launch(
      this.spec.name,
      this.spec.entry,
      this.spec.env(port),
      this.options,
      this.spec.colour,
    );
    const replica: Replica = { child, port, ready: false, retiring: false };
    this.replicas.push(replica);
    child.once('exit', (code, signal) => {
      this.balancer.remove(replica);
      this.replicas.splice(this.replicas.indexOf(replica), 1);
      if (replica.retiring || this.stopping) return;
      this.log(`${this.name}: replica ${child.pid} exited (${signal ?? code}), starting a new one`);
      this.startReplica().catch((error: unknown) =>
        this.log(`${this.name}: replacement failed: ${String(error)}`),
      );
    });
    await waitReady(`http://127.0.0.1:${port}`, child, [child]);
    replica.ready = true;
    this.balancer.add(replica);
    return replica;
  }

  private async retire(replica: Replica, pauseMs = DEREGISTER_MS): Promise<void> {
    replica.retiring = true;
    this.balancer.remove(replica);
    // connections already handed to it finish; new ones go elsewhere before it stops accepting
    if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
    await stopChild(replica.child);
  }
}
