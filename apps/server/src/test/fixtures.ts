import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../modules/demo/seed-demo.js';
import { Agent } from './test-app.js';

/** A browser signed in to the collector portal as a demo user (or with a firm code). */
export async function collectorAgent(app: FastifyInstance, who: string | { authCode: string }): Promise<Agent> {
  const agent = new Agent(app);
  const body = typeof who === 'string' ? { email: who, password: DEMO_PASSWORD } : { auth_token: who.authCode };
  const res = await agent.post('/collectors/api/login', body);
  if (res.statusCode !== 200 || res.json().ok !== true) throw new Error(`sign-in as ${JSON.stringify(who)} failed: ${res.body}`);
  return agent;
}

export async function consumerAgent(app: FastifyInstance, email = 'consumer@demo.test'): Promise<Agent> {
  const agent = new Agent(app);
  const res = await agent.post('/users/sign_in', { user: { email, password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`consumer sign-in failed: ${res.body}`);
  return agent;
}
