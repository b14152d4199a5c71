// Cities (with coordinates, for the company map) where branches are, and
// the districts and streets that make up a branch's location.
import { list } from './list.ts';

export type City = { name: string; lat: number; lng: number; weight: number };

/** name:lat:lng:weight, weight roughly by how many employers there are. */
export const CITIES: readonly City[] = list(`
  New York:40.7128:-74.0060:10, San Francisco:37.7749:-122.4194:7, Seattle:47.6062:-122.3321:5,
  Austin:30.2672:-97.7431:4, Chicago:41.8781:-87.6298:6, Boston:42.3601:-71.0589:5,
  Los Angeles:34.0522:-118.2437:7, Toronto:43.6532:-79.3832:6, Montréal:45.5019:-73.5674:3,
  Vancouver:49.2827:-123.1207:3, Mexico City:19.4326:-99.1332:5, Bogotá:4.7110:-74.0721:3,
  Medellín:6.2442:-75.5812:2, São Paulo:-23.5558:-46.6396:6, Buenos Aires:-34.6037:-58.3816:4,
  London:51.5074:-0.1278:10, Manchester:53.4808:-2.2426:3, Edinburgh:55.9533:-3.1883:2,
  Dublin:53.3498:-6.2603:4, Paris:48.8566:2.3522:8, Lyon:45.7640:4.8357:3, Berlin:52.5200:13.4050:7,
  München:48.1351:11.5820:5, Hamburg:53.5511:9.9937:3, Zürich:47.3769:8.5417:4,
  Amsterdam:52.3676:4.9041:5, Stockholm:59.3293:18.0686:4, Malmö:55.6050:13.0038:2,
  København:55.6761:12.5683:3, Oslo:59.9139:10.7522:3, Helsinki:60.1699:24.9384:2,
  Madrid:40.4168:-3.7038:5, Barcelona:41.3874:2.1686:5, Lisboa:38.7223:-9.1393:3,
  Milano:45.4642:9.1900:4, Roma:41.9028:12.4964:3, Wien:48.2082:16.3738:3, Praha:50.0755:14.4378:3,
  Kraków:50.0647:19.9450:3, Warszawa:52.2297:21.0122:4, İstanbul:41.0082:28.9784:5,
  Tel Aviv:32.0853:34.7818:4, Dubai:25.2048:55.2708:4, Bengaluru:12.9716:77.5946:8,
  Mumbai:19.0760:72.8777:6, Hyderabad:17.3850:78.4867:4, Pune:18.5204:73.8567:3,
  Singapore:1.3521:103.8198:6, Tokyo:35.6762:139.6503:6, Seoul:37.5665:126.9780:4,
  Sydney:-33.8688:151.2093:5, Melbourne:-37.8136:144.9631:4, Auckland:-36.8485:174.7633:2,
  Cape Town:-33.9249:18.4241:3, Johannesburg:-26.2041:28.0473:3, Lagos:6.5244:3.3792:4,
  Nairobi:-1.2921:36.8219:3, Cairo:30.0444:31.2357:3
`).map((entry) => {
  const [name, lat, lng, weight] = entry.split(':');
  return { name: name as string, lat: Number(lat), lng: Number(lng), weight: Number(weight) };
});

export const DISTRICTS = list(`
  Downtown, Old Town, Harbourfront, Midtown, Riverside, North End, University District, Market Square,
  Tech Park, Central Station, West End, Eastgate, Financial District, Arts Quarter, Airport District,
  Lakeshore, Hillside, Southbank, Chinatown, Business Park, Westfield, Northgate, Canal Quarter,
  Garden District, Exhibition Centre
`);

export const STREETS = list(`
  Main Street, High Street, Station Road, Park Avenue, Church Street, Mill Lane, King Street,
  Queen Street, Harbour Road, Elm Street, Oak Avenue, Market Street, Bridge Street, Victoria Road,
  5th Avenue, Broadway, Commercial Road, Rue de la Paix, Calle Mayor, Hauptstraße, Via Roma,
  Avenida Paulista, Storgatan, Orchard Road, 100 Feet Road, MG Road, Nørrebrogade, Rua Augusta,
  Königsallee, Ring Road, Canal Street, Union Street, Lakeview Drive, Sunset Boulevard, Bay Street
`);
