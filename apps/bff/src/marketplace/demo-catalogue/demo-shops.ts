/** The demo catalogue's sellers: each shop, where it is, and the groups it sells in. */
export interface DemoShop {
  name: string;
  tagline: string;
  city: string;
  groups: readonly string[];
}

export const demoShops: readonly DemoShop[] = [
  {
    name: 'Green Valley Farms',
    tagline: 'Fresh from the fields, straight to your kitchen',
    city: 'Pune',
    groups: ['agriculture-food'],
  },
  {
    name: 'Konkan Spice Traders',
    tagline: 'Whole and ground spices since 1987',
    city: 'Mumbai',
    groups: ['agriculture-food'],
  },
  {
    name: 'Punjab Grain House',
    tagline: 'Wheat, rice and pulses by the tonne',
    city: 'Ludhiana',
    groups: ['agriculture-food', 'industrial-business'],
  },
  {
    name: 'Malabar Coast Exports',
    tagline: 'Coffee, tea and coconut products from Kerala',
    city: 'Kochi',
    groups: ['agriculture-food'],
  },
  {
    name: 'Skyline Realty',
    tagline: 'Homes and offices across Mumbai',
    city: 'Mumbai',
    groups: ['real-estate'],
  },
  {
    name: 'Garden City Homes',
    tagline: 'Apartments, villas and plots in Bengaluru',
    city: 'Bengaluru',
    groups: ['real-estate'],
  },
  {
    name: 'Lone Star Properties',
    tagline: 'Austin rentals and commercial space',
    city: 'Austin',
    groups: ['real-estate'],
  },
  {
    name: 'Deccan Motors',
    tagline: 'Certified used cars and two-wheelers',
    city: 'Hyderabad',
    groups: ['vehicles'],
  },
  {
    name: 'Midwest Truck & Trailer',
    tagline: 'Commercial vehicles, parts and service',
    city: 'Chicago',
    groups: ['vehicles', 'industrial-business'],
  },
  {
    name: 'Nehru Place Electronics',
    tagline: 'Laptops, phones and accessories at trade prices',
    city: 'Delhi',
    groups: ['electronics'],
  },
  {
    name: 'Silicon Valley Refurb',
    tagline: 'Tested, refurbished tech with a warranty',
    city: 'San Jose',
    groups: ['electronics'],
  },
  {
    name: 'Chennai Appliance Hub',
    tagline: 'ACs, fridges and washers, installed',
    city: 'Chennai',
    groups: ['electronics', 'home-lifestyle'],
  },
  {
    name: 'Jaipur Craft House',
    tagline: 'Block prints, blue pottery and handmade decor',
    city: 'Jaipur',
    groups: ['home-lifestyle', 'arts-entertainment'],
  },
  {
    name: 'Teakwood Furniture Co.',
    tagline: 'Solid wood furniture made to order',
    city: 'Ahmedabad',
    groups: ['home-lifestyle'],
  },
  {
    name: 'Brooklyn Home Goods',
    tagline: 'Kitchen and home essentials',
    city: 'New York',
    groups: ['home-lifestyle'],
  },
  {
    name: 'Banarasi Weaves',
    tagline: 'Silk sarees and ethnic wear, direct from looms',
    city: 'Kolkata',
    groups: ['fashion-accessories'],
  },
  {
    name: 'Urban Thread Studio',
    tagline: 'Western wear and accessories',
    city: 'Bengaluru',
    groups: ['fashion-accessories'],
  },
  {
    name: 'Sole Street',
    tagline: 'Sneakers, formal shoes and sandals',
    city: 'Delhi',
    groups: ['fashion-accessories', 'sports-fitness'],
  },
  {
    name: 'Ledger & Co. Accountants',
    tagline: 'Bookkeeping, GST and tax filing',
    city: 'Pune',
    groups: ['services-jobs'],
  },
  {
    name: 'FixRight Home Services',
    tagline: 'Electricians, plumbers and carpenters on call',
    city: 'Hyderabad',
    groups: ['services-jobs'],
  },
  {
    name: 'Peachtree Digital',
    tagline: 'Websites, SEO and digital marketing',
    city: 'Atlanta',
    groups: ['services-jobs'],
  },
  {
    name: 'Cover Drive Sports',
    tagline: 'Cricket, football and badminton gear',
    city: 'Chennai',
    groups: ['sports-fitness'],
  },
  {
    name: 'Iron Temple Fitness Supply',
    tagline: 'Gym equipment for homes and studios',
    city: 'Houston',
    groups: ['sports-fitness'],
  },
  {
    name: 'Ayur Wellness Store',
    tagline: 'Ayurvedic, herbal and personal care',
    city: 'Kochi',
    groups: ['health-beauty'],
  },
  {
    name: 'Glow Beauty Supply',
    tagline: 'Skincare, makeup and salon products',
    city: 'New York',
    groups: ['health-beauty'],
  },
  {
    name: 'MediCare Supplies',
    tagline: 'Medical devices and first-aid for clinics',
    city: 'Nagpur',
    groups: ['health-beauty', 'industrial-business'],
  },
  {
    name: 'Raga Music House',
    tagline: 'Guitars, keyboards and Indian instruments',
    city: 'Kolkata',
    groups: ['arts-entertainment'],
  },
  {
    name: 'Old Town Collectibles',
    tagline: 'Coins, stamps and antiques',
    city: 'Chicago',
    groups: ['arts-entertainment'],
  },
  {
    name: 'Himalayan Trails',
    tagline: 'Hill stations, treks and pilgrimages',
    city: 'Delhi',
    groups: ['travel-tourism'],
  },
  {
    name: 'Sunset Voyages',
    tagline: 'Beach holidays and cruises',
    city: 'Mumbai',
    groups: ['travel-tourism'],
  },
  {
    name: 'Happy Paws Pet Store',
    tagline: 'Food, toys and grooming for pets',
    city: 'Bengaluru',
    groups: ['pets-family'],
  },
  {
    name: 'Little Steps Baby Shop',
    tagline: 'Strollers, toys and baby care',
    city: 'Edison',
    groups: ['pets-family'],
  },
  {
    name: 'Bright Minds Learning',
    tagline: 'Books, test prep and tutoring',
    city: 'Hyderabad',
    groups: ['education-learning'],
  },
  {
    name: 'Campus Corner Supplies',
    tagline: 'Stationery, bags and uniforms',
    city: 'Austin',
    groups: ['education-learning'],
  },
  {
    name: 'Gujarat Industrial Supply',
    tagline: 'Pumps, generators and welding gear',
    city: 'Ahmedabad',
    groups: ['industrial-business'],
  },
  {
    name: 'Steel & Cement Depot',
    tagline: 'Building materials, delivered to site',
    city: 'Nagpur',
    groups: ['industrial-business'],
  },
  {
    name: 'PackRight Solutions',
    tagline: 'Boxes, tapes and packaging by the pallet',
    city: 'Seattle',
    groups: ['industrial-business'],
  },
  {
    name: 'Festive Gifts Studio',
    tagline: 'Hampers, flowers and personalised gifts',
    city: 'Jaipur',
    groups: ['miscellaneous'],
  },
  {
    name: 'Cloud Nine Software',
    tagline: 'Licences, templates and domains',
    city: 'Seattle',
    groups: ['miscellaneous', 'electronics'],
  },
  {
    name: 'Bay Area Outdoor',
    tagline: 'Garden, camping and outdoor furniture',
    city: 'San Jose',
    groups: ['home-lifestyle', 'sports-fitness'],
  },
];
