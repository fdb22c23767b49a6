/** `npm run db:seed`: seeds the demo data into DATABASE_URL unless it is already there. */
import { seedDemoData } from "../db/seed";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. (`npm start` seeds the embedded database by itself.)");
  process.exit(2);
}
const { seeded } = await seedDemoData(url);
console.log(seeded ? "demo data seeded" : "demo data already present");
