import type { ListingType, ListingUrgency } from '@matchbazaar/contracts';
import { subgroupForCategory } from '@matchbazaar/taxonomy';

export interface DemoListing {
  type: ListingType;
  title: string;
  description: string;
  price: number;
  category: string;
  location: string | null;
  tags: string[];
  urgency: ListingUrgency | null;
  /** How long before the seed ran it was posted, so cards show Today, Yesterday, N days ago. */
  ageMinutes: number;
}

const hours = (n: number) => n * 60;
const days = (n: number) => n * 24 * 60;

/**
 * The listings the home page shows until the marketplace takes real ones: buyer requests and
 * seller offers from India and the US, in taxonomy categories, with varied urgency and age.
 */
export const demoListings: readonly DemoListing[] = [
  {
    type: 'buyer',
    title: 'Aged 1121 basmati rice, 2 tonnes a month',
    description:
      'Restaurant group sourcing aged 1121 basmati (extra-long grain, under 2% broken) in 25 kg bags for four kitchens. Monthly supply with a lab report per lot; delivery to our Andheri warehouse.',
    price: 4800,
    category: 'basmati',
    location: 'Mumbai, Maharashtra',
    tags: ['bulk', 'monthly supply', 'food grade'],
    urgency: 'high',
    ageMinutes: 10,
  },
  {
    type: 'buyer',
    title: 'Licensed electrician to rewire a small office',
    description:
      'About 1,800 sq ft of office space needs new circuits for 20 workstations, LED panel lights and a dedicated line for the server rack. Permit and inspection to be handled by you.',
    price: 3500,
    category: 'electrician',
    location: 'Austin, TX',
    tags: ['commercial', 'permit', 'weekend work'],
    urgency: 'medium',
    ageMinutes: days(2) + hours(1),
  },
  {
    type: 'buyer',
    title: 'Cricket kits for a junior academy, 20 sets',
    description:
      'Youth academy needs 20 complete kits (size 5 and 6 English willow bats, pads, gloves, helmets and kit bags) before the spring season. Club branding on the bags is a plus.',
    price: 2200,
    category: 'cricket',
    location: 'Pune, Maharashtra',
    tags: ['bulk', 'youth', 'custom branding'],
    urgency: 'high',
    ageMinutes: days(3) + hours(4),
  },
  {
    type: 'buyer',
    title: '2BHK apartment to rent near a metro station',
    description:
      'Family of three looking for a semi-furnished 2BHK within a 10-minute walk of the Purple Line, with covered parking and power backup. Move-in next month, 11-month lease.',
    price: 450,
    category: 'apartments',
    location: 'Bengaluru, Karnataka',
    tags: ['rental', 'semi-furnished', 'family'],
    urgency: 'low',
    ageMinutes: days(5),
  },
  {
    type: 'buyer',
    title: 'Used Honda Civic or Toyota Corolla under 60,000 miles',
    description:
      'Looking for a 2019 or newer Civic or Corolla with a clean title, service records and no accidents. Cash buyer; happy to pay for a pre-purchase inspection.',
    price: 17000,
    category: 'used-cars',
    location: 'Columbus, OH',
    tags: ['sedan', 'clean title', 'cash buyer'],
    urgency: 'medium',
    ageMinutes: days(6) + hours(3),
  },
  {
    type: 'buyer',
    title: 'Online store for a home bakery',
    description:
      'Need a simple, fast shop with pre-orders, pickup slots and UPI plus card payments, that I can update myself. Product photos are ready.',
    price: 1200,
    category: 'it-services',
    location: 'Remote',
    tags: ['e-commerce', 'small business'],
    urgency: 'low',
    ageMinutes: days(10),
  },
  {
    type: 'seller',
    title: 'iPhone 15, 128 GB, unlocked, like new',
    description:
      'Bought in March, always in a case with a screen protector. Battery health 98%, original box and cable, no scratches. Local pickup or insured shipping.',
    price: 620,
    category: 'mobiles',
    location: 'San Jose, CA',
    tags: ['unlocked', 'like new', 'with box'],
    urgency: 'medium',
    ageMinutes: days(1) + hours(2),
  },
  {
    type: 'seller',
    title: 'Handwoven Kanchipuram silk sarees',
    description:
      'Pure mulberry silk with zari borders, woven by a cooperative of weavers in Kanchipuram. Twelve colours in stock, each with a Silk Mark tag. Shipping across India and to the US.',
    price: 240,
    category: 'sarees',
    location: 'Chennai, Tamil Nadu',
    tags: ['handloom', 'silk mark', 'ships worldwide'],
    urgency: 'low',
    ageMinutes: days(4) + hours(6),
  },
  {
    type: 'seller',
    title: 'A2 cow ghee from a family farm, 1 litre jars',
    description:
      'Bilona-churned ghee from grass-fed Gir cows, made in small batches every week. Glass jars, FSSAI licensed; wholesale prices from 50 jars.',
    price: 18,
    category: 'ghee',
    location: 'Jaipur, Rajasthan',
    tags: ['organic', 'farm fresh', 'wholesale'],
    urgency: null,
    ageMinutes: days(5) + hours(2),
  },
  {
    type: 'seller',
    title: '3-bedroom house with a backyard in Plano',
    description:
      'Single-storey 1,950 sq ft home on a quiet street: open kitchen, new roof (2023), two-car garage and a fenced backyard. Walking distance to elementary school and parks.',
    price: 489000,
    category: 'houses',
    location: 'Plano, TX',
    tags: ['for sale', '3 bed', '2 bath'],
    urgency: 'high',
    ageMinutes: days(6) + hours(8),
  },
  {
    type: 'seller',
    title: 'Morning yoga classes online, beginners welcome',
    description:
      'Certified instructor (RYT 500) teaching hatha and vinyasa in small live groups at 6:30 AM IST and 7:00 PM ET. Eight classes a month, recordings included.',
    price: 60,
    category: 'yoga',
    location: 'Remote',
    tags: ['online', 'small groups', 'certified'],
    urgency: null,
    ageMinutes: days(8),
  },
  {
    type: 'seller',
    title: 'Erode turmeric powder, high curcumin, bulk',
    description:
      'Single-origin turmeric from Erode with 3.5% curcumin, lab tested, packed in 25 kg food-grade bags. Price per 100 kg; samples on request.',
    price: 350,
    category: 'turmeric',
    location: 'Erode, Tamil Nadu',
    tags: ['bulk', 'lab tested', 'export quality'],
    urgency: 'medium',
    ageMinutes: days(12),
  },
];

/** A listing's picture until sellers upload their own: its subgroup's cover (web app public files). */
export function demoImageUrl(category: string): string {
  const subgroup = subgroupForCategory(category);
  return `/images/listings/${subgroup?.id ?? 'default'}.svg`;
}
