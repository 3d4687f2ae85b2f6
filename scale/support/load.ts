import { Recorder, signUp, type Session } from './client.js';

/** What the users asked for and what was acknowledged (2xx) or left in doubt (failed). */
export interface Ledger {
  users: Session[];
  /** gem id → its owner's index in `users`. */
  gems: Map<number, number>;
  /** `liker:gem` pairs liked (acknowledged or in doubt: a failed like is sent again afterwards). */
  likes: Set<string>;
  likesInDoubt: Set<string>;
  /** owner index → saves whose answer was lost (the gem may or may not exist). */
  savesInDoubt: Map<number, number>;
  /** gem id → comments acknowledged, and comments whose answer was lost. */
  comments: Map<number, { acked: number; inDoubt: number }>;
  /** `author:gem` pairs with an acknowledged comment, and those with only lost answers. */
  commented: Set<string>;
  commentedInDoubt: Set<string>;
  /** `follower:followed` pairs. */
  follows: Set<string>;
  followsInDoubt: Set<string>;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * Signed-in users saving gems, liking, commenting and following, and visitors browsing, at a bounded
 * concurrency until stopped. Each user likes a gem or follows a person at most once, so the counters
 * expected afterwards are exact.
 */
export class Load {
  readonly recorder = new Recorder();
  readonly ledger: Ledger = {
    users: [],
    gems: new Map(),
    likes: new Set(),
    likesInDoubt: new Set(),
    savesInDoubt: new Map(),
    comments: new Map(),
    commented: new Set(),
    commentedInDoubt: new Set(),
    follows: new Set(),
    followsInDoubt: new Set(),
  };
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(private readonly base: string) {}

  async prepare(users: number): Promise<void> {
    for (let i = 0; i < users; i++) this.ledger.users.push(await signUp(this.recorder, this.base, 'scale'));
    for (let i = 0; i < users; i++) await this.saveGem(i);
  }

  start(concurrency: number): void {
    this.running = true;
    this.workers = Array.from({ length: concurrency }, () => this.work());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  private async work(): Promise<void> {
    while (this.running) {
      const roll = Math.random();
      if (roll < 0.15) await this.saveGem(Math.floor(Math.random() * this.ledger.users.length));
      else if (roll < 0.45) await this.like();
      else if (roll < 0.65) await this.comment();
      else if (roll < 0.75) await this.follow();
      else await this.browse();
    }
  }

  async saveGem(owner: number): Promise<void> {
    const res = await this.recorder.call(this.base, 'save', 'POST', '/api/gems', {
      session: this.ledger.users[owner],
      body: {
        title: `Rehearsal gem ${owner} ${Date.now()}`,
        url: `https://scale.example/${owner}/${Date.now()}/${Math.random().toString(36).slice(2)}`,
        visibility: 'public',
      },
    });
    if (res.status === 201) this.ledger.gems.set((res.body as { id: number }).id, owner);
    else if (res.status === 0 || res.status >= 500)
      this.ledger.savesInDoubt.set(owner, (this.ledger.savesInDoubt.get(owner) ?? 0) + 1);
  }

  /** Likes a gem of someone else the liker has not liked yet; a lost answer is put in doubt. */
  async like(): Promise<void> {
    const gems = [...this.ledger.gems];
    for (let attempt = 0; attempt < 5; attempt++) {
      const [gem, owner] = pick(gems);
      const liker = Math.floor(Math.random() * this.ledger.users.length);
      const key = `${liker}:${gem}`;
      if (liker === owner || this.ledger.likes.has(key)) continue;
      this.ledger.likes.add(key);
      const res = await this.recorder.call(this.base, 'like', 'POST', `/api/gems/${gem}/like`, {
        session: this.ledger.users[liker],
      });
      if (res.status < 200 || res.status >= 300) this.ledger.likesInDoubt.add(key);
      return;
    }
  }

  async comment(): Promise<void> {
    const [gem] = pick([...this.ledger.gems]);
    const author = Math.floor(Math.random() * this.ledger.users.length);
    const res = await this.recorder.call(this.base, 'comment', 'POST', '/api/comments', {
      session: this.ledger.users[author],
      body: { gemId: gem, content: `A rehearsal comment ${Date.now()}` },
    });
    const entry = this.ledger.comments.get(gem) ?? { acked: 0, inDoubt: 0 };
    const pair = `${author}:${gem}`;
    if (res.status === 201) {
      entry.acked++;
      this.ledger.commented.add(pair);
      this.ledger.commentedInDoubt.delete(pair);
    } else {
      entry.inDoubt++;
      const lost = res.status === 0 || res.status >= 500;
      if (lost && !this.ledger.commented.has(pair)) this.ledger.commentedInDoubt.add(pair);
    }
    this.ledger.comments.set(gem, entry);
  }

  async follow(): Promise<void> {
    const n = this.ledger.users.length;
    for (let attempt = 0; attempt < 5; attempt++) {
      const follower = Math.floor(Math.random() * n);
      const followed = Math.floor(Math.random() * n);
      const key = `${follower}:${followed}`;
      if (follower === followed || this.ledger.follows.has(key)) continue;
      this.ledger.follows.add(key);
      const res = await this.recorder.call(this.base, 'follow', 'POST', '/api/follows', {
        session: this.ledger.users[follower],
        body: { followedId: this.ledger.users[followed]!.id },
      });
      if (res.status < 200 || res.status >= 300) this.ledger.followsInDoubt.add(key);
      return;
    }
  }

  /**
   * A visitor (one of 200 addresses, as the load balancer reports them) looks at the explore list
   * and a gem. Visitors are limited per address, so they do not all come from the test's one.
   */
  async browse(): Promise<void> {
    const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 200)}` };
    await this.recorder.call(this.base, 'explore', 'GET', '/api/gems?limit=20', { headers });
    const [gem] = pick([...this.ledger.gems]);
    await this.recorder.call(this.base, 'gem', 'GET', `/api/gems/${gem}`, { headers });
  }
}
