import type { IndustrySlug } from "./nav";

/**
 * Everything an industry page says about one trade. The palette drives the page accents and
 * the portal mock, so each trade's page looks like a portal that trade would actually run.
 */
export type Industry = {
  slug: IndustrySlug;
  name: string;
  /** e.g. "lawn care businesses" — used inside sentences. */
  audience: string;
  metaTitle: string;
  metaDescription: string;
  headline: string;
  intro: string;
  palette: { primary: string; soft: string };
  recurringServices: { name: string; cadence: string; price: string }[];
  painPoints: { title: string; body: string }[];
  solutions: { title: string; body: string }[];
  mock: {
    businessName: string;
    customerFirstName: string;
    nextVisit: { service: string; when: string; crew: string };
    plan: string;
    balance: string;
    lastMessage: string;
  };
};

export const INDUSTRIES: Record<IndustrySlug, Industry> = {
  "lawn-care": {
    slug: "lawn-care",
    name: "Lawn Care",
    audience: "lawn care and landscaping crews",
    metaTitle: "Lawn care software with a customer portal",
    metaDescription:
      "ServiceLoop keeps lawn care customers on the books: weekly mowing routes, seasonal programs, aeration quotes, before/after photos and online payments under your brand.",
    headline: "Keep every lawn on the route, season after season",
    intro:
      "Lawn care lives and dies by renewals. ServiceLoop gives your customers a branded portal where they see every mow, approve the fall aeration quote and pay the invoice — so spring sign-ups roll over instead of shopping around.",
    palette: { primary: "#15803d", soft: "#dcfce7" },
    recurringServices: [
      { name: "Weekly mowing, edging & blowing", cadence: "Every week, April – October", price: "$45 / visit" },
      { name: "Fertilization & weed control program", cadence: "6 rounds per season", price: "$65 / round" },
      { name: "Core aeration & overseeding", cadence: "Every fall", price: "$0.05 / sq ft" },
      { name: "Spring & fall cleanup", cadence: "Twice a year", price: "Quoted per property" },
      { name: "Hedge & shrub trimming", cadence: "Monthly in season", price: "$65 / hour" },
    ],
    painPoints: [
      {
        title: "Customers drift away over the winter",
        body: "Five months without a visit is five months for a competitor's door hanger to land. Renewals slip through the cracks when they live in a spreadsheet.",
      },
      {
        title: "Rain days scramble the whole week",
        body: "One storm pushes forty stops. Calling every customer to explain the new day eats the evening.",
      },
      {
        title: "\"Did you even come this week?\"",
        body: "Without proof of service, a missed gate or a brown patch turns into a refund request.",
      },
      {
        title: "Upsells that never get asked for",
        body: "Aeration, overseeding and mulch are your best margins, but quoting them by hand means most customers never hear about them.",
      },
    ],
    solutions: [
      {
        title: "Seasonal programs that renew themselves",
        body: "Put customers on a recurring plan once. Next season's visits, reminders and invoices are already lined up.",
      },
      {
        title: "Reschedule a route in one move",
        body: "Shift a rain-delayed day and every affected customer sees the new date in their portal and their inbox.",
      },
      {
        title: "Photos on every visit",
        body: "Crews attach before and after shots to the job; customers see them next to the invoice.",
      },
      {
        title: "Quotes customers approve from their phone",
        body: "Send the aeration quote with a price per square foot and get a tap-to-approve answer — no callback needed.",
      },
    ],
    mock: {
      businessName: "Greenleaf Lawn Care",
      customerFirstName: "Jane",
      nextVisit: { service: "Weekly Mowing", when: "Thu, 8:00–10:00 AM", crew: "Marcus's crew" },
      plan: "Premium Plan",
      balance: "$90.00",
      lastMessage: "Gate code is 4412 — thanks for the great edging!",
    },
  },
  "home-cleaning": {
    slug: "home-cleaning",
    name: "Home Cleaning",
    audience: "residential cleaning companies",
    metaTitle: "House cleaning software with a client portal",
    metaDescription:
      "Recurring cleans, room-by-room checklists, access notes, tip-friendly online payments and a branded client portal for residential cleaning businesses.",
    headline: "Recurring cleans without the recurring phone tag",
    intro:
      "Your clients trust you with their keys. ServiceLoop gives them a portal that matches that trust: they see who is coming and when, leave notes for the next clean, and pay without leaving cash on the counter.",
    palette: { primary: "#0f766e", soft: "#ccfbf1" },
    recurringServices: [
      { name: "Standard clean", cadence: "Weekly or every two weeks", price: "$140 / visit" },
      { name: "Deep clean", cadence: "Quarterly", price: "$320 / visit" },
      { name: "Move-in / move-out clean", cadence: "One-time", price: "Quoted per home" },
      { name: "Inside oven & fridge add-on", cadence: "Monthly", price: "$35 / visit" },
      { name: "Vacation rental turnover", cadence: "After every checkout", price: "$95 / turnover" },
    ],
    painPoints: [
      {
        title: "Last-minute reschedules by text",
        body: "Clients text the cleaner directly, the office never hears about it, and a team shows up to a locked door.",
      },
      {
        title: "Access notes scattered everywhere",
        body: "Alarm codes, pets and \"don't use bleach on the counters\" live in three group chats and one person's memory.",
      },
      {
        title: "Chasing payments after the clean",
        body: "Checks left on the counter get lost; card payments taken over the phone take the office an hour a day.",
      },
      {
        title: "Quality complaints arrive as cancellations",
        body: "Clients rarely complain — they just stop booking. You find out a month later.",
      },
    ],
    solutions: [
      {
        title: "One conversation per client",
        body: "Messages, photos and notes go to the business, not a cleaner's personal phone, and everyone on the team can see the history.",
      },
      {
        title: "Plans clients can see",
        body: "Weekly or bi-weekly, the client sees every upcoming clean and can request a change from their portal.",
      },
      {
        title: "Invoices that pay themselves",
        body: "An invoice goes out after every clean with online card payment through your Stripe account.",
      },
      {
        title: "Feedback after every visit",
        body: "A one-tap rating after each clean flags a problem to you the same day, while it can still be fixed.",
      },
    ],
    mock: {
      businessName: "Sparkle Home Cleaning",
      customerFirstName: "Priya",
      nextVisit: { service: "Standard Clean", when: "Tue, 10:00 AM–12:00 PM", crew: "Ana & Rosa" },
      plan: "Bi-weekly Plan",
      balance: "$0.00",
      lastMessage: "Please skip the office this week — thank you!",
    },
  },
  "pressure-washing": {
    slug: "pressure-washing",
    name: "Pressure Washing",
    audience: "pressure washing and exterior cleaning companies",
    metaTitle: "Pressure washing software: quotes, photos and repeat washes",
    metaDescription:
      "Quote driveways and house washes by the square foot, show before/after photos, and turn one-time washes into annual repeat customers with ServiceLoop.",
    headline: "Turn one-time washes into customers for life",
    intro:
      "Most pressure washing jobs are sold once and forgotten. ServiceLoop puts the stunning before/after photos, the annual re-wash reminder and the online quote in a portal with your name on it — so next spring the customer calls you first.",
    palette: { primary: "#0369a1", soft: "#e0f2fe" },
    recurringServices: [
      { name: "House soft wash", cadence: "Every year", price: "$0.18 / sq ft" },
      { name: "Driveway & walkway cleaning", cadence: "Every spring", price: "$0.15 / sq ft" },
      { name: "Deck & fence cleaning", cadence: "Every two years", price: "Quoted per project" },
      { name: "Gutter brightening", cadence: "Every fall", price: "$120 / visit" },
      { name: "Storefront & dumpster pad wash", cadence: "Monthly", price: "$150 / visit" },
    ],
    painPoints: [
      {
        title: "Quotes that take a site visit",
        body: "Measuring, pricing and emailing a PDF takes longer than the wash itself — and half the quotes are never answered.",
      },
      {
        title: "The best marketing stays on your phone",
        body: "Your before/after photos are incredible, but they sit in a camera roll instead of in front of the customer.",
      },
      {
        title: "No reason to call you next year",
        body: "Driveways get dirty again every spring. Without a reminder, the customer hires whoever knocks first.",
      },
      {
        title: "Weather cancellations",
        body: "Rain and freezing temperatures move jobs constantly, and every move is a round of phone calls.",
      },
    ],
    solutions: [
      {
        title: "Square-foot pricing built in",
        body: "Price services per square foot; quotes show the measured area, the rate and the total, ready to approve online.",
      },
      {
        title: "Before/after galleries per job",
        body: "Photos attach to the job and appear in the customer's portal the moment the crew uploads them.",
      },
      {
        title: "Annual re-wash plans",
        body: "Offer the yearly house wash as a recurring service; the visit and the reminder are scheduled automatically.",
      },
      {
        title: "Weather moves, communicated",
        body: "Reschedule a job and the customer sees the new date and a message in their portal right away.",
      },
    ],
    mock: {
      businessName: "Blue Ridge Pressure Washing",
      customerFirstName: "Tom",
      nextVisit: { service: "House Soft Wash", when: "Sat, 8:00–10:00 AM", crew: "Dylan" },
      plan: "Annual Wash Plan",
      balance: "$342.00",
      lastMessage: "Photos look amazing, the siding is white again!",
    },
  },
  "pet-care": {
    slug: "pet-care",
    name: "Pet Care",
    audience: "dog walkers, pet sitters and groomers",
    metaTitle: "Pet care software for walkers and sitters",
    metaDescription:
      "Daily walks, drop-in visits and sitting stays with visit photos, pet notes and automatic invoicing, in a portal pet parents love. ServiceLoop for pet care businesses.",
    headline: "Happy pets, relaxed owners, paid invoices",
    intro:
      "Pet parents want to know their dog got walked — with a photo to prove it. ServiceLoop gives them a branded portal with every visit, every report and every invoice, and gives you a schedule that handles daily recurring walks without a whiteboard.",
    palette: { primary: "#7e22ce", soft: "#f3e8ff" },
    recurringServices: [
      { name: "30-minute neighborhood walk", cadence: "Weekdays", price: "$25 / walk" },
      { name: "Cat drop-in visit", cadence: "Once or twice a day", price: "$22 / visit" },
      { name: "Overnight pet sitting", cadence: "Per stay", price: "$85 / night" },
      { name: "Mobile grooming", cadence: "Every 6 weeks", price: "$90 / visit" },
      { name: "Puppy potty breaks", cadence: "Midday, weekdays", price: "$18 / visit" },
    ],
    painPoints: [
      {
        title: "A text thread per client",
        body: "Photos, feeding notes and schedule changes are buried in dozens of personal text threads that no one else on the team can see.",
      },
      {
        title: "Daily schedules that change daily",
        body: "Owners travel, work from home, or add a walk at the last minute. Keeping every walker current is a full-time job.",
      },
      {
        title: "Small invoices, lots of them",
        body: "Twenty walks a month at $25 each means a lot of small payments to chase and reconcile.",
      },
      {
        title: "Trust is the whole business",
        body: "One missed visit or unanswered message and a client is gone — along with every friend they'd have referred.",
      },
    ],
    solutions: [
      {
        title: "Visit reports with photos",
        body: "Walkers complete the visit with a photo and a note; the owner sees it in their portal in real time.",
      },
      {
        title: "Recurring walks, flexible days",
        body: "Set weekday walks as a recurring service and let owners request extra visits or skips from their portal.",
      },
      {
        title: "One monthly invoice",
        body: "Roll a month of walks into one invoice with online payment instead of twenty small ones.",
      },
      {
        title: "Pet notes everyone can see",
        body: "Feeding instructions, vet details and the spare-key spot live with the client, visible to the whole team.",
      },
    ],
    mock: {
      businessName: "Happy Tails Pet Care",
      customerFirstName: "Maya",
      nextVisit: { service: "30-minute walk with Biscuit", when: "Today, 12:00–2:00 PM", crew: "Jordan" },
      plan: "Weekday Walks",
      balance: "$125.00",
      lastMessage: "Biscuit loved the park today! Photo attached 🐾",
    },
  },
  handyman: {
    slug: "handyman",
    name: "Handyman",
    audience: "handyman and home repair businesses",
    metaTitle: "Handyman software: quotes, hourly jobs and maintenance plans",
    metaDescription:
      "Quote punch lists, bill by the hour, get contracts signed and sell home maintenance plans that bring customers back every season. ServiceLoop for handyman businesses.",
    headline: "From one-off repairs to home maintenance plans",
    intro:
      "Handyman work is a stream of small jobs from the same homeowners. ServiceLoop turns that stream into a relationship: a portal where customers send you their punch list, approve the quote, sign the agreement and see every job you've done for their home.",
    palette: { primary: "#b45309", soft: "#fef3c7" },
    recurringServices: [
      { name: "Seasonal home maintenance visit", cadence: "Every quarter", price: "$189 / visit" },
      { name: "Punch-list repairs", cadence: "On request", price: "$75 / hour" },
      { name: "Gutter cleaning", cadence: "Spring & fall", price: "$140 / visit" },
      { name: "HVAC filter & smoke detector check", cadence: "Every 3 months", price: "$49 / visit" },
      { name: "Landlord turnover repairs", cadence: "Between tenants", price: "Quoted per unit" },
    ],
    painPoints: [
      {
        title: "Estimates that go nowhere",
        body: "You drive out, scope the job and write it up at night — then wait a week for a yes that never comes.",
      },
      {
        title: "Scope creep and \"while you're here\"",
        body: "Extra tasks added on site end up unbilled because nobody wrote them down.",
      },
      {
        title: "Hourly billing disputes",
        body: "Customers question the hours when they weren't home to see the work.",
      },
      {
        title: "Feast or famine",
        body: "Busy in spring, quiet in January. One-off jobs don't smooth out the calendar.",
      },
    ],
    solutions: [
      {
        title: "Line-item quotes, approved online",
        body: "Send a quote with every task itemized; the customer approves or declines from their phone with a comment.",
      },
      {
        title: "Contracts signed before you start",
        body: "Turn the approved quote into an agreement with an e-signature, so scope is settled up front.",
      },
      {
        title: "Photos that justify the hours",
        body: "Before and after photos on each job show exactly what an hour of work bought.",
      },
      {
        title: "Maintenance plans that fill January",
        body: "Sell quarterly home check-ups as a recurring service and keep the calendar steady all year.",
      },
    ],
    mock: {
      businessName: "Fix-It Fred Handyman",
      customerFirstName: "Carol",
      nextVisit: { service: "Seasonal Maintenance Visit", when: "Mon, 2:00–4:00 PM", crew: "Fred" },
      plan: "Home Care Plan",
      balance: "$225.00",
      lastMessage: "Can you also look at the squeaky deck stair?",
    },
  },
  commercial: {
    slug: "commercial",
    name: "Commercial",
    audience: "commercial cleaning, grounds and facility service companies",
    metaTitle: "Commercial service software for multi-site contracts",
    metaDescription:
      "Multi-location accounts, service logs, signed contracts and net-30 invoicing for commercial cleaning, grounds maintenance and facility service companies.",
    headline: "Multi-site contracts, run like clockwork",
    intro:
      "Facility managers need proof, paperwork and predictability. ServiceLoop gives each commercial client a portal with every service log, every signed contract and every invoice across all their sites — and gives your team multi-location scheduling to deliver it.",
    palette: { primary: "#334155", soft: "#e2e8f0" },
    recurringServices: [
      { name: "Nightly office cleaning", cadence: "Monday – Friday", price: "$0.09 / sq ft / month" },
      { name: "Grounds maintenance", cadence: "Weekly, per site", price: "$350 / visit" },
      { name: "Carpet extraction", cadence: "Quarterly", price: "$0.30 / sq ft" },
      { name: "Parking lot sweeping", cadence: "Twice a week", price: "$120 / visit" },
      { name: "Window washing", cadence: "Monthly", price: "Quoted per building" },
    ],
    painPoints: [
      {
        title: "Proving the work was done",
        body: "Facility managers answer to someone too. Without service logs, every complaint becomes your word against a tenant's.",
      },
      {
        title: "Many sites, one contract",
        body: "A client with six locations wants one relationship, one agreement and invoices that make sense to their accounts payable team.",
      },
      {
        title: "Procurement paperwork",
        body: "Contracts, renewals and signatures chase each other through email for weeks.",
      },
      {
        title: "Crews across town",
        body: "Night crews at different sites need their own schedules, and managers need to see all of them at once.",
      },
    ],
    solutions: [
      {
        title: "Multi-location accounts",
        body: "Group sites under one client, schedule crews per location, and give the owner one view across branches.",
      },
      {
        title: "Service logs with photos",
        body: "Every visit is recorded with its status, crew and photos, visible to the client in their portal.",
      },
      {
        title: "E-signed service agreements",
        body: "Send the annual contract for signature with a full audit record and a printable PDF.",
      },
      {
        title: "Invoices AP teams like",
        body: "Numbered invoices with due dates, line items, tax and payment instructions — paid online or by bank transfer.",
      },
    ],
    mock: {
      businessName: "Metro Facility Services",
      customerFirstName: "Daniel",
      nextVisit: { service: "Nightly Office Cleaning — 3 sites", when: "Tonight, 6:00 PM", crew: "Night crew B" },
      plan: "Annual Service Agreement",
      balance: "$4,820.00",
      lastMessage: "Lobby floors look great after the extraction.",
    },
  },
};

export const INDUSTRY_LIST: Industry[] = Object.values(INDUSTRIES);
