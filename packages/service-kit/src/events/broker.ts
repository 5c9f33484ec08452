import { EventEmitter } from 'node:events';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { Logger } from '../logger';
import { CONNECT_TIMEOUT_MS } from '../startup';

/**
 * One AMQP connection with a confirm channel that comes back by itself after the broker
 * closes it or restarts. Users listen for `ready` to (re)declare topology and consumers.
 */
export class Broker extends EventEmitter {
  private connection: ChannelModel | null = null;
  private channel: ConfirmChannel | null = null;
  private connecting: Promise<ConfirmChannel> | null = null;
  private closed = false;
  /** set when an established connection was lost, so its return is logged */
  private lostAt: number | null = null;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly name: string,
  ) {
    super();
    this.setMaxListeners(50);
  }

  get isConnected(): boolean {
    return this.channel !== null;
  }

  /** The live channel, connecting (with back-off) if there is none. */
  async getChannel(): Promise<ConfirmChannel> {
    if (this.channel) return this.channel;
    this.connecting ??= this.connectWithRetry().finally(() => (this.connecting = null));
    return this.connecting;
  }

  /**
   * One attempt to connect, without the back-off of getChannel: start-up retries it with its own
   * back-off and logs and stays unready meanwhile (docs/kubernetes.md, start-up).
   */
  async connectOnce(): Promise<ConfirmChannel> {
    if (this.closed) throw new Error('broker closed');
    return this.channel ?? this.open();
  }

  private async connectWithRetry(): Promise<ConfirmChannel> {
    let delay = 100;
    for (;;) {
      if (this.closed) throw new Error('broker closed');
      try {
        return await this.open();
      } catch (error) {
        this.logger.warn({ err: error, retryInMs: delay }, 'broker connection failed');
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 5000);
      }
    }
  }

  private async open(): Promise<ConfirmChannel> {
    const connection = await amqp.connect(this.url, {
      clientProperties: { connection_name: this.name },
      timeout: CONNECT_TIMEOUT_MS, // of the connect only: a silent broker fails the attempt
    });
    // listen at once: a socket lost while the channel opens emits 'error', which would otherwise throw
    connection.on('error', () => undefined);
    let channel: ConfirmChannel;
    try {
      channel = await connection.createConfirmChannel();
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
    const lost = (reason: string) => () => {
      if (this.connection !== connection) return;
      this.connection = null;
      this.channel = null;
      this.lostAt = Date.now();
      this.emit('lost');
      if (!this.closed) {
        this.logger.warn({ reason }, 'broker connection lost, reconnecting');
        void this.getChannel().catch(() => undefined);
      }
    };
    connection.on('close', lost('connection closed'));
    channel.on('error', () => undefined);
    channel.on('close', () => {
      // a channel error closes only the channel; drop the connection so both come back together
      if (this.connection === connection) connection.close().catch(() => undefined);
    });
    this.connection = connection;
    this.channel = channel;
    if (this.lostAt !== null) {
      this.logger.info({ downForMs: Date.now() - this.lostAt }, 'broker connection restored');
      this.lostAt = null;
    }
    this.emit('ready', channel);
    return channel;
  }

  async close(): Promise<void> {
    this.closed = true;
    const connection = this.connection;
    this.connection = null;
    this.channel = null;
    await connection?.close().catch(() => undefined);
  }
}
