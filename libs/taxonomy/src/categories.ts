import type { groupDefinitions } from './groups.js';

type GroupDefinition = (typeof groupDefinitions)[number];

/**
 * The leaf categories of every subgroup, for a marketplace serving India and the US. Ids are
 * unique across the whole tree (a category belongs to exactly one subgroup) and never reuse a
 * group or subgroup id, so one id names one thing. Display names come from the ids (see
 * display-name.ts), so an id is written the way its name should read.
 */
export const categoryDefinitions = {
  'agriculture-food': {
    'dairy-proteins': ['milk', 'paneer', 'ghee', 'eggs', 'poultry'],
    'fresh-foods': [
      'fresh-vegetables',
      'fresh-fruits',
      'rice',
      'basmati',
      'wheat',
      'pulses',
      'organic-grains',
    ],
    'spices-ingredients': ['spices', 'turmeric', 'cooking-oils', 'jaggery'],
    beverages: ['tea', 'coffee', 'fruit-juices'],
    'agricultural-inputs': ['seeds', 'fertilizers', 'pesticides', 'irrigation-equipment'],
    'specialty-items': ['honey', 'dry-fruits', 'pickles'],
  },
  'real-estate': {
    residential: ['houses', 'apartments', 'villas', 'condos', 'townhouses', 'pg-accommodation'],
    commercial: ['office-spaces', 'retail-shops', 'warehouses', 'showrooms', 'coworking-spaces'],
    land: ['residential-plots', 'agricultural-land', 'commercial-plots', 'industrial-land'],
    'other-properties': ['farmhouses', 'vacation-rentals', 'parking-spaces', 'student-housing'],
  },
  vehicles: {
    'personal-vehicles': [
      'cars',
      'used-cars',
      'suvs',
      'motorcycles',
      'scooters',
      'electric-vehicles',
      'bicycles',
    ],
    'commercial-vehicles': ['trucks', 'tractors', 'buses', 'vans', 'auto-rickshaws'],
    'vehicle-services': ['auto-repair', 'car-wash', 'vehicle-insurance', 'driving-schools'],
    'other-vehicles': ['boats', 'motorhomes', 'spare-parts', 'tires'],
  },
  electronics: {
    'mobile-devices': ['mobiles', 'tablets', 'smartwatches', 'mobile-accessories'],
    computers: ['laptops', 'desktops', 'monitors', 'printers'],
    entertainment: ['televisions', 'speakers', 'headphones', 'gaming-consoles'],
    appliances: ['air-conditioners', 'refrigerators', 'washing-machines', 'water-purifiers'],
    gadgets: ['cameras', 'drones', 'smart-home-devices'],
    'tech-infrastructure': ['networking-equipment', 'inverters', 'solar-panels', 'cctv-cameras'],
  },
  'home-lifestyle': {
    furniture: ['sofas', 'beds', 'dining-sets', 'wardrobes', 'office-furniture'],
    kitchen: ['cookware', 'dinnerware', 'pressure-cookers'],
    'home-decor': ['wall-art', 'curtains', 'carpets', 'lamps-and-lighting'],
    'garden-outdoor': ['plants', 'planters', 'garden-tools', 'outdoor-furniture'],
    'traditional-items': ['pooja-items', 'brassware', 'handwoven-rugs'],
    'home-essentials': ['bedding', 'mattresses', 'towels', 'cleaning-supplies'],
  },
  'fashion-accessories': {
    'ethnic-wear': ['sarees', 'kurtas', 'lehengas', 'salwar-suits', 'sherwanis'],
    'western-wear': ['shirts', 'jeans', 'dresses', 'jackets'],
    accessories: ['handbags', 'watches', 'sunglasses', 'belts', 'wallets'],
    footwear: ['sneakers', 'formal-shoes', 'sandals', 'ethnic-footwear'],
    'premium-fashion': ['designer-wear', 'fine-jewelry', 'luxury-handbags', 'bridal-wear'],
  },
  'services-jobs': {
    'professional-services': ['accounting', 'legal-services', 'it-services', 'digital-marketing'],
    'home-services': [
      'electrician',
      'plumber',
      'carpenter',
      'house-painting',
      'pest-control',
      'appliance-repair',
      'house-cleaning',
    ],
    jobs: ['full-time-jobs', 'part-time-jobs', 'freelance-gigs'],
    education: ['home-tutors', 'music-lessons'],
    'event-services': ['wedding-planners', 'catering', 'event-photography'],
    'traditional-services': ['astrology', 'mehndi-artists', 'tailoring'],
  },
  'sports-fitness': {
    'sports-equipment': ['cricket', 'football', 'badminton', 'tennis', 'table-tennis', 'hockey'],
    'fitness-equipment': ['treadmills', 'free-weights', 'exercise-bikes', 'yoga-mats', 'home-gyms'],
    sportswear: ['sports-shoes', 'activewear', 'jerseys', 'swimwear'],
    'specialized-sports': ['golf', 'martial-arts', 'skateboarding'],
    'fitness-services': ['yoga', 'personal-trainers', 'gym-memberships', 'dance-fitness'],
  },
  'health-beauty': {
    'beauty-products': ['skincare', 'makeup', 'haircare', 'fragrances'],
    'personal-care': ['shaving', 'oral-care', 'bath-and-body', 'feminine-hygiene'],
    'health-wellness': ['vitamins', 'protein-supplements', 'weight-management', 'eyewear'],
    'medical-supplies': ['first-aid', 'blood-pressure-monitors', 'glucometers', 'mobility-aids'],
    'beauty-services': ['salon-services', 'bridal-makeup', 'spa-and-massage'],
    'ayurvedic-herbal': ['ayurvedic-oils', 'ayurvedic-medicines', 'essential-oils', 'chyawanprash'],
  },
  'arts-entertainment': {
    music: ['guitars', 'pianos', 'drums', 'indian-instruments'],
    'art-craft': ['paintings', 'sculptures', 'handicrafts', 'art-supplies', 'pottery'],
    'books-media': ['books', 'comics', 'vinyl-records'],
    collectibles: ['coins', 'stamps', 'antiques', 'sports-memorabilia', 'trading-cards'],
    'performance-arts': ['live-bands', 'dance-troupes', 'theater-shows'],
    'entertainment-services': ['djs', 'magicians', 'event-tickets'],
  },
  'travel-tourism': {
    destinations: ['beach-holidays', 'hill-stations', 'wildlife-safaris', 'international-tours'],
    'religious-cultural': ['pilgrimage-tours', 'heritage-tours'],
    'specialty-travel': ['adventure-tours', 'honeymoon-packages', 'cruises', 'wellness-retreats'],
    'travel-services': [
      'flight-bookings',
      'hotel-bookings',
      'visa-assistance',
      'travel-insurance',
      'car-rentals',
      'tour-guides',
    ],
    'travel-gear': ['luggage', 'backpacks', 'travel-accessories', 'camping-gear'],
  },
  'pets-family': {
    'pet-categories': ['dogs', 'cats', 'birds', 'aquarium-fish'],
    'pet-supplies': ['pet-food', 'pet-toys', 'pet-beds', 'leashes-and-collars', 'aquariums'],
    'children-items': ['strollers', 'toys', 'kids-clothing', 'baby-care'],
    'pet-services': ['pet-grooming', 'pet-sitting', 'dog-training', 'pet-boarding'],
    'pet-care': ['veterinary-clinics', 'pet-medicines', 'pet-insurance'],
  },
  'education-learning': {
    'academic-materials': ['textbooks', 'exam-guides', 'study-notes'],
    'learning-resources': ['online-courses', 'language-learning', 'educational-toys', 'workbooks'],
    'educational-services': ['test-prep', 'study-abroad', 'career-counseling', 'online-tutoring'],
    'school-supplies': ['stationery', 'school-bags', 'school-uniforms'],
    'educational-technology': ['coding-kits', 'stem-kits', 'learning-apps', 'smart-boards'],
  },
  'industrial-business': {
    'industrial-equipment': ['generators', 'cnc-machines', 'welding-equipment', 'water-pumps'],
    'raw-materials': ['steel', 'cement', 'timber', 'industrial-chemicals'],
    'business-supplies': ['office-supplies', 'pos-systems', 'barcode-scanners'],
    'packaging-shipping': [
      'corrugated-boxes',
      'packaging-materials',
      'courier-services',
      'freight-logistics',
    ],
    'safety-security': ['safety-gear', 'fire-extinguishers', 'security-guards', 'access-control'],
    'business-services': ['commercial-printing', 'staffing-agencies', 'import-export'],
  },
  miscellaneous: {
    'charity-community': ['donations', 'volunteering', 'community-events'],
    'business-opportunities': ['franchises', 'businesses-for-sale', 'distributorships'],
    'digital-products': ['software-licenses', 'digital-templates', 'stock-media', 'domain-names'],
    'gifts-occasions': ['gift-hampers', 'flowers', 'greeting-cards', 'personalized-gifts'],
    general: ['free-stuff', 'barter-and-exchange', 'bulk-lots'],
  },
} as const satisfies {
  [G in GroupDefinition as G['id']]: {
    [S in G['subgroups'][number] as S['id']]: readonly string[];
  };
};
