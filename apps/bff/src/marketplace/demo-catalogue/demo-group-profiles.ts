import type { QuantityUnit } from '@matchbazaar/contracts';

/**
 * How each taxonomy group's offers and requests read and cost in the demo catalogue: units, a
 * price range in INR (USD prices are about a seventieth), the words titles are built from, and
 * sentences for descriptions. `{item}` is the category's name, `{city}` the seller's or buyer's.
 */
export interface DemoGroupProfile {
  unit: QuantityUnit;
  minOrder: readonly [number, number];
  /** Whole rupees per unit. */
  priceInr: readonly [number, number];
  /** Whether goods in the group are new, used or refurbished. */
  hasCondition: boolean;
  offerTitles: readonly string[];
  offerLines: readonly string[];
  requestTitles: readonly string[];
  requestLines: readonly string[];
  attributes: readonly (readonly [string, readonly string[]])[];
}

const goods = {
  offerLines: [
    'Quality checked before dispatch and packed to travel safely.',
    'GST invoice and warranty papers with every order.',
    'Bulk and repeat orders welcome; ask for trade pricing.',
    'Ships from {city} within two working days; local pickup available.',
    'Photos show the actual stock. Samples can be arranged for larger orders.',
  ],
  requestLines: [
    'Please quote your best price including delivery to {city}.',
    'Looking for a reliable supplier for repeat orders.',
    'Invoice with GST required. Share photos of the actual stock.',
    'Open to new or good-condition pieces if the price is right.',
  ],
} as const;

const services = {
  offerLines: [
    'Experienced, verified team serving {city} and nearby areas.',
    'Transparent pricing agreed before work starts. No hidden charges.',
    'Weekend and evening slots available on request.',
    'References from recent clients available on request.',
  ],
  requestLines: [
    'Please share your experience, availability and rates.',
    'Work to start within the next two weeks in {city}.',
    'Quotes with a breakdown of costs preferred.',
  ],
} as const;

export const demoGroupProfiles: Readonly<Record<string, DemoGroupProfile>> = {
  'agriculture-food': {
    unit: 'kg',
    minOrder: [25, 500],
    priceInr: [40, 900],
    hasCondition: false,
    offerTitles: [
      'Premium {item}, farm fresh',
      'Organic {item} in bulk',
      'Grade A {item} direct from the farm',
      '{item}, export quality',
      'Fresh {item}, daily supply',
    ],
    offerLines: [
      'Sourced directly from farmers, sorted and graded by hand.',
      'Packed in food-grade bags of 25 kg; smaller packs on request.',
      'Lab test report available for every lot.',
      'Daily supply to restaurants, hotels and retailers in {city}.',
      'FSSAI licensed. Cold chain for perishables.',
    ],
    requestTitles: [
      'Need {item} for our restaurant chain',
      'Bulk {item} required monthly',
      'Looking for organic {item} supplier',
      'Wanted: {item} for export order',
    ],
    requestLines: [
      'We need a steady weekly supply delivered to {city}.',
      'Quality and consistency matter more than the lowest price.',
      'Please share a sample and your rate per kg with delivery.',
    ],
    attributes: [
      ['Grade', ['A', 'Premium', 'Export']],
      ['Origin', ['Maharashtra', 'Punjab', 'Kerala', 'Gujarat']],
      ['Packing', ['25 kg bag', '50 kg bag', '5 kg pouch']],
    ],
  },
  'real-estate': {
    unit: 'month',
    minOrder: [1, 1],
    priceInr: [12_000, 250_000],
    hasCondition: false,
    offerTitles: [
      'Spacious {item} near the metro',
      'Newly built {item} for rent',
      'Furnished {item} in a gated community',
      '{item} with parking, ready to move',
    ],
    offerLines: [
      'Close to schools, hospitals and the main road in {city}.',
      '24-hour security, power backup and covered parking.',
      'Available from next month; flexible lease terms.',
      'Visits by appointment on weekdays and weekends.',
    ],
    requestTitles: [
      'Looking for {item} to rent in {city}',
      'Need {item} close to the city centre',
      'Wanted: {item} for a growing team',
    ],
    requestLines: [
      'Move-in within a month; a lease of at least a year.',
      'Parking and power backup are a must.',
      'Owners and agents welcome to reply.',
    ],
    attributes: [
      ['Area', ['650 sq ft', '1,100 sq ft', '1,800 sq ft', '2,400 sq ft']],
      ['Furnishing', ['Unfurnished', 'Semi-furnished', 'Fully furnished']],
      ['Floor', ['Ground', '3rd of 12', '7th of 20']],
    ],
  },
  vehicles: {
    unit: 'unit',
    minOrder: [1, 1],
    priceInr: [45_000, 1_800_000],
    hasCondition: true,
    offerTitles: [
      'Well-kept {item}, single owner',
      '{item} with full service history',
      'Certified {item}, one year warranty',
      '{item} in excellent condition',
    ],
    offerLines: [
      'All papers clear; insurance valid for the next ten months.',
      'Serviced at the authorised centre; records available.',
      'Test drives in {city} by appointment.',
      'Finance and exchange options available.',
    ],
    requestTitles: [
      'Looking for a reliable {item}',
      'Need {item} for our delivery fleet',
      'Wanted: {item} under budget',
    ],
    requestLines: [
      'Prefer single owner with service records.',
      'Must pass an independent inspection.',
      'Ready to close quickly for the right vehicle.',
    ],
    attributes: [
      ['Year', ['2019', '2020', '2021', '2022', '2023']],
      ['Kilometres', ['18,000 km', '42,000 km', '65,000 km']],
      ['Fuel', ['Petrol', 'Diesel', 'CNG', 'Electric']],
    ],
  },
  electronics: {
    unit: 'piece',
    minOrder: [1, 10],
    priceInr: [900, 160_000],
    hasCondition: true,
    offerTitles: [
      '{item}, sealed box with bill',
      'Refurbished {item}, tested and certified',
      'Latest {item} at trade price',
      '{item}, like new',
    ],
    ...goods,
    requestTitles: [
      'Need 10 {item} for our office',
      'Looking for a good deal on {item}',
      'Bulk {item} required for a school',
    ],
    attributes: [
      ['Warranty', ['6 months', '1 year', '2 years']],
      ['Brand', ['Samsung', 'Lenovo', 'HP', 'Sony', 'LG', 'Apple']],
      ['Colour', ['Black', 'Silver', 'Blue']],
    ],
  },
  'home-lifestyle': {
    unit: 'piece',
    minOrder: [1, 20],
    priceInr: [350, 95_000],
    hasCondition: true,
    offerTitles: [
      'Handcrafted {item}',
      '{item} in solid wood',
      'Modern {item} for every home',
      'Designer {item}, made to order',
    ],
    ...goods,
    requestTitles: [
      'Need {item} for a new apartment',
      'Looking for handmade {item}',
      '{item} required for a hotel refit',
    ],
    attributes: [
      ['Material', ['Sheesham wood', 'Teak', 'Cotton', 'Ceramic', 'Brass']],
      ['Finish', ['Natural', 'Walnut', 'Matte']],
      ['Assembly', ['Included', 'Not needed']],
    ],
  },
  'fashion-accessories': {
    unit: 'piece',
    minOrder: [1, 50],
    priceInr: [450, 28_000],
    hasCondition: false,
    offerTitles: [
      'Handwoven {item}',
      '{item}, new season collection',
      'Pure cotton {item}, wholesale',
      'Designer {item} for weddings',
    ],
    ...goods,
    requestTitles: [
      'Need {item} for a boutique',
      'Bulk {item} for a corporate event',
      'Looking for {item} manufacturer',
    ],
    attributes: [
      ['Fabric', ['Cotton', 'Silk', 'Linen', 'Denim', 'Leather']],
      ['Sizes', ['S to XL', 'Free size', 'UK 6 to 11']],
      ['Colours', ['5 colours', '8 colours', 'Custom']],
    ],
  },
  'services-jobs': {
    unit: 'hour',
    minOrder: [1, 4],
    priceInr: [400, 6_000],
    hasCondition: false,
    offerTitles: [
      'Professional {item} in {city}',
      'Reliable {item}, same-week visits',
      'Certified {item} for homes and offices',
      'Affordable {item} packages',
    ],
    ...services,
    requestTitles: [
      'Need {item} for a small office',
      'Looking for {item} this month',
      'Hiring: {item}',
    ],
    attributes: [
      ['Experience', ['5 years', '8 years', '12 years']],
      ['Languages', ['English, Hindi', 'English, Marathi', 'English, Tamil']],
      ['Coverage', ['City-wide', 'Within 15 km']],
    ],
  },
  'sports-fitness': {
    unit: 'piece',
    minOrder: [1, 20],
    priceInr: [300, 120_000],
    hasCondition: true,
    offerTitles: [
      'Professional {item} gear',
      '{item} for clubs and academies',
      'Durable {item}, tournament grade',
      '{item}, home gym ready',
    ],
    ...goods,
    requestTitles: [
      'Need {item} for a sports academy',
      'Looking for {item} in bulk',
      '{item} for a corporate gym',
    ],
    attributes: [
      ['Level', ['Beginner', 'Club', 'Professional']],
      ['Brand', ['SG', 'Yonex', 'Nivia', 'Decathlon', 'Cosco']],
      ['Warranty', ['6 months', '1 year']],
    ],
  },
  'health-beauty': {
    unit: 'pack',
    minOrder: [1, 100],
    priceInr: [120, 9_500],
    hasCondition: false,
    offerTitles: [
      'Natural {item}, paraben free',
      '{item} for salons and spas',
      'Dermatologist tested {item}',
      'Herbal {item}, wholesale',
    ],
    ...goods,
    requestTitles: [
      'Need {item} for our salon',
      'Bulk {item} for a clinic',
      'Looking for private-label {item}',
    ],
    attributes: [
      ['Shelf life', ['12 months', '18 months', '24 months']],
      ['Pack size', ['100 ml', '250 g', '30 tablets']],
      ['Certified', ['AYUSH', 'FDA registered', 'ISO 9001']],
    ],
  },
  'arts-entertainment': {
    unit: 'piece',
    minOrder: [1, 5],
    priceInr: [500, 85_000],
    hasCondition: true,
    offerTitles: [
      'Handmade {item}',
      'Vintage {item}, collector grade',
      '{item} for beginners and pros',
      'Original {item}',
    ],
    ...goods,
    requestTitles: [
      'Looking for {item} for a music school',
      'Wanted: {item} for a collection',
      'Need {item} for an event',
    ],
    attributes: [
      ['Artist or maker', ['Jaipur artisans', 'Studio original', 'Imported']],
      ['Age', ['New', '1970s', '1950s']],
      ['Size', ['Small', 'Medium', 'Large']],
    ],
  },
  'travel-tourism': {
    unit: 'person',
    minOrder: [2, 10],
    priceInr: [6_500, 240_000],
    hasCondition: false,
    offerTitles: [
      '{item}: 5 nights, all inclusive',
      '{item} package with guide',
      'Family {item} from {city}',
      'Group {item}, best season',
    ],
    ...services,
    requestTitles: [
      'Need a {item} package for 6 people',
      'Planning {item} for our team',
      'Looking for {item} in December',
    ],
    attributes: [
      ['Duration', ['3 nights', '5 nights', '7 nights']],
      ['Includes', ['Hotels and breakfast', 'Flights, hotels and transfers', 'Guide and permits']],
      ['Best season', ['October to March', 'All year', 'April to June']],
    ],
  },
  'pets-family': {
    unit: 'piece',
    minOrder: [1, 20],
    priceInr: [200, 25_000],
    hasCondition: true,
    offerTitles: [
      'Premium {item}',
      '{item} for happy pets',
      'Safe {item} for little ones',
      '{item}, vet recommended',
    ],
    ...goods,
    requestTitles: [
      'Need {item} for a pet shelter',
      'Looking for {item} near {city}',
      'Bulk {item} for a daycare',
    ],
    attributes: [
      ['Suitable for', ['Puppies', 'Adult dogs', 'Cats', 'Ages 0-3']],
      ['Brand', ['Pedigree', 'Royal Canin', 'Chicco', 'Mee Mee']],
      ['Pack', ['1 kg', '3 kg', 'Single']],
    ],
  },
  'education-learning': {
    unit: 'piece',
    minOrder: [1, 100],
    priceInr: [150, 45_000],
    hasCondition: true,
    offerTitles: [
      '{item} for board exams',
      'Complete {item} set',
      '{item}: small batches, proven results',
      'Affordable {item}',
    ],
    ...goods,
    requestTitles: [
      'Need {item} for 200 students',
      'Looking for {item} for my daughter',
      'Bulk {item} for a school',
    ],
    attributes: [
      ['Level', ['Class 10', 'Class 12', 'Undergraduate', 'All ages']],
      ['Language', ['English', 'Hindi', 'Bilingual']],
      ['Format', ['Print', 'Online', 'In person']],
    ],
  },
  'industrial-business': {
    unit: 'unit',
    minOrder: [1, 200],
    priceInr: [800, 1_500_000],
    hasCondition: true,
    offerTitles: [
      'Industrial {item}, ISI marked',
      'Heavy-duty {item}',
      '{item} with installation',
      '{item} for factories and sites',
    ],
    ...goods,
    requestTitles: [
      'Need {item} for a new plant',
      'Bulk {item} required for a construction site',
      'Looking for {item} manufacturer',
    ],
    attributes: [
      ['Capacity', ['5 kVA', '15 kVA', '2 HP', '10 tonnes a day']],
      ['Standard', ['ISI', 'ISO 9001', 'CE']],
      ['Warranty', ['1 year', '2 years']],
    ],
  },
  miscellaneous: {
    unit: 'piece',
    minOrder: [1, 50],
    priceInr: [250, 150_000],
    hasCondition: false,
    offerTitles: [
      '{item} for every occasion',
      'Curated {item}',
      '{item}, delivered same day',
      'Premium {item}',
    ],
    ...goods,
    requestTitles: [
      'Need {item} for a corporate event',
      'Looking for {item} for Diwali',
      'Wanted: {item}',
    ],
    attributes: [
      ['Occasion', ['Diwali', 'Weddings', 'Corporate', 'Birthdays']],
      ['Customisable', ['Yes', 'No']],
      ['Delivery', ['Same day', 'Two days']],
    ],
  },
};
