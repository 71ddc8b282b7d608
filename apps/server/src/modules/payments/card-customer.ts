import { and, eq } from 'drizzle-orm';
import { paymentCustomers, users } from '../../db/schema/index.js';
import type { Consumer, PaymentsContext } from './context.js';

/**
 * The consumer's one customer at the provider (issue 18: card tokens bound to their owner).
 * Every card token is made for this customer (the sandbox's card form, Stripe's SetupIntent) and
 * saved to it only, so a token from one consumer's session is refused in another's.
 */
export async function cardCustomerOf(ctx: PaymentsContext, consumer: Consumer): Promise<string> {
  const provider = ctx.payments.provider;
  const find = async () => {
    const [row] = await ctx.db
      .select({ id: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, consumer.userId), eq(paymentCustomers.provider, provider.kind)));
    return row?.id ?? null;
  };
  const existing = await find();
  if (existing) return existing;
  const [user] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, consumer.userId));
  const customer = await provider.createCustomer({
    email: user?.email ?? null,
    name: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.email ?? 'Parley consumer'),
    reference: `user:${consumer.userId}`,
  });
  // Two first card forms at once: one customer is kept; the other stays unused at the provider.
  await ctx.db
    .insert(paymentCustomers)
    .values({ userId: consumer.userId, provider: provider.kind, providerCustomerId: customer.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return (await find()) ?? customer.id;
}
