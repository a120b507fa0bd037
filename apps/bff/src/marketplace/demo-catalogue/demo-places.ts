/** Cities the demo catalogue's shops and buyers are in, with the map point of each centre. */
export interface DemoPlace {
  city: string;
  region: string;
  country: 'IN' | 'US';
  latitude: number;
  longitude: number;
}

export const demoPlaces: readonly DemoPlace[] = [
  { city: 'Mumbai', region: 'Maharashtra', country: 'IN', latitude: 19.076, longitude: 72.8777 },
  { city: 'Pune', region: 'Maharashtra', country: 'IN', latitude: 18.5204, longitude: 73.8567 },
  { city: 'Delhi', region: 'Delhi', country: 'IN', latitude: 28.6139, longitude: 77.209 },
  { city: 'Bengaluru', region: 'Karnataka', country: 'IN', latitude: 12.9716, longitude: 77.5946 },
  { city: 'Chennai', region: 'Tamil Nadu', country: 'IN', latitude: 13.0827, longitude: 80.2707 },
  { city: 'Hyderabad', region: 'Telangana', country: 'IN', latitude: 17.385, longitude: 78.4867 },
  { city: 'Kolkata', region: 'West Bengal', country: 'IN', latitude: 22.5726, longitude: 88.3639 },
  { city: 'Ahmedabad', region: 'Gujarat', country: 'IN', latitude: 23.0225, longitude: 72.5714 },
  { city: 'Jaipur', region: 'Rajasthan', country: 'IN', latitude: 26.9124, longitude: 75.7873 },
  { city: 'Kochi', region: 'Kerala', country: 'IN', latitude: 9.9312, longitude: 76.2673 },
  { city: 'Ludhiana', region: 'Punjab', country: 'IN', latitude: 30.901, longitude: 75.8573 },
  { city: 'Nagpur', region: 'Maharashtra', country: 'IN', latitude: 21.1458, longitude: 79.0882 },
  { city: 'New York', region: 'NY', country: 'US', latitude: 40.7128, longitude: -74.006 },
  { city: 'Austin', region: 'TX', country: 'US', latitude: 30.2672, longitude: -97.7431 },
  { city: 'Chicago', region: 'IL', country: 'US', latitude: 41.8781, longitude: -87.6298 },
  { city: 'San Jose', region: 'CA', country: 'US', latitude: 37.3382, longitude: -121.8863 },
  { city: 'Seattle', region: 'WA', country: 'US', latitude: 47.6062, longitude: -122.3321 },
  { city: 'Edison', region: 'NJ', country: 'US', latitude: 40.5187, longitude: -74.4121 },
  { city: 'Houston', region: 'TX', country: 'US', latitude: 29.7604, longitude: -95.3698 },
  { city: 'Atlanta', region: 'GA', country: 'US', latitude: 33.749, longitude: -84.388 },
];
