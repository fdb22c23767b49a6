import { and, asc, eq, inArray, sql } from "drizzle-orm";
import * as schema from "../../schema";
import type { SeedContext } from "../context";
import type { GreenleafBase } from "./business";

/**
 * Ratings of completed visits, so Reviews and the at-risk list have shape on first run:
 * Jane's last visit (5 stars, answered), and the other customers' completed visits rated
 * 4, 2 (the low one, which also put an alert in the owner's bell) and 5.
 */
export async function seedGreenleafFeedback(ctx: SeedContext, base: GreenleafBase, janeId: string, otherIds: string[]) {
  const { tx, now } = ctx;
  const businessId = base.business.id;
  const [janeVisit] = await tx
    .select({ id: schema.jobs.id, completedAt: schema.jobs.completedAt })
    .from(schema.jobs)
    .where(and(eq(schema.jobs.businessId, businessId), eq(schema.jobs.customerId, janeId), eq(schema.jobs.status, "completed")))
    .orderBy(asc(schema.jobs.scheduledDate))
    .limit(1);
  if (janeVisit) {
    const ratedAt = janeVisit.completedAt ?? now;
    await tx.insert(schema.feedback).values({
      businessId,
      customerId: janeId,
      jobId: janeVisit.id,
      rating: 5,
      comment: "Spotless edges and the clippings were all cleared. Thank you!",
      reply: "Thanks, Jane! Marcus will be back at the same time next week.",
      repliedAt: new Date(ratedAt.getTime() + 3 * 3600_000),
      repliedByUserId: base.owner.user.id,
      createdAt: new Date(ratedAt.getTime() + 3600_000),
    });
  }
  // One completed visit per other customer, in the order of their recurring plans.
  const visits = await tx
    .selectDistinctOn([schema.jobs.customerId], {
      id: schema.jobs.id,
      customerId: schema.jobs.customerId,
      name: sql<string>`${schema.customers.firstName} || ' ' || ${schema.customers.lastName}`,
    })
    .from(schema.jobs)
    .innerJoin(schema.customers, and(eq(schema.customers.businessId, schema.jobs.businessId), eq(schema.customers.id, schema.jobs.customerId)))
    .where(and(eq(schema.jobs.businessId, businessId), inArray(schema.jobs.customerId, otherIds), eq(schema.jobs.status, "completed")))
    .orderBy(schema.jobs.customerId, asc(schema.jobs.scheduledDate));
  const ratings = [
    { rating: 4, comment: "Good job overall; a strip by the fence was missed." },
    { rating: 2, comment: "The crew left the side gate open and the dog got out." },
    { rating: 5, comment: null },
  ];
  const ordered = otherIds.map((id) => visits.find((v) => v.customerId === id)).filter((v) => v !== undefined);
  for (const [index, visit] of ordered.slice(0, ratings.length).entries()) {
    const { rating, comment } = ratings[index];
    await tx.insert(schema.feedback).values({ businessId, customerId: visit.customerId, jobId: visit.id, rating, comment, createdAt: now });
    if (rating <= 2) {
      await tx.insert(schema.notifications).values({
        businessId,
        recipientType: "staff",
        userId: base.owner.user.id,
        kind: "low_rating",
        title: `2-star rating from ${visit.name}`,
        body: `${visit.name} rated a visit 2 out of 5: "${comment}"`,
        link: "/admin/reports/reviews?rating=low",
        createdAt: now,
      });
    }
  }
}
