/**
 * Fictional South African names and words the generators combine. Pure data: any resemblance to real people or
 * shows is accidental.
 */
import { words } from './common';

export const FIRST_NAMES = words(`
  Thandi, Sipho, Lerato, Pieter, Ayesha, Bongani, Naledi, Johan, Zanele, Tumelo, Karabo, Anele, Riaan,
  Fatima, Mpho, Lindiwe, Kagiso, Marike, Yusuf, Nomsa, Themba, Chantal, Dineo, Werner, Palesa, Sizwe,
  Refilwe, Ruan, Zodwa, Neo
`);

export const LAST_NAMES = words(`
  Mokoena, Dlamini, van der Merwe, Naidoo, Khumalo, Botha, Petersen, Nkosi, Pillay, Sithole, Jacobs,
  Mahlangu, du Plessis, Adams, Molefe, Hendricks, Ndlovu, Steyn, Govender, Zulu, Fourie, Mabaso, Isaacs,
  Maseko, Coetzee
`);

export const PLACES = words(`
  Soweto, Sandton, Braamfontein, Woodstock, Khayelitsha, Stellenbosch, Muizenberg, Melville, Maboneng,
  Bo-Kaap, Tembisa, Durbanville, Observatory, Alexandra, Hout Bay, Midrand, Paarl, Sea Point, Rosebank,
  Mitchells Plain
`);

export const ARTIST_WORDS = words(`
  Karoo, Highveld, Jacaranda, Kalahari, Fynbos, Protea, Baobab, Ubuntu, Springbok, Table, Marula, Indigo,
  Sunday, Velvet, Neon, Harbour, Golden, Midnight, Township, Coastal
`);

export const ARTIST_NOUNS = words(`
  Lights, Collective, Sisters, Brothers, Sound System, Club, Quartet, Choir, Kids, Band
`);

export const SONG_ADJECTIVES = words(`
  Golden, Slow, Electric, Summer, Quiet, Wild, Purple, Lost, Sweet, Dusty, Bright, Late, Easy, Burning,
  Blue
`);

export const SONG_NOUNS = words(`
  Hour, Rain, Highway, Heartbeat, Sunset, Taxi Rank, Rooftop, Braai, Storm, Letter, Morning, Weekend,
  Shoreline, Signal, Dance
`);

export const TOPICS = [
  'Politics',
  'Business',
  'Traffic',
  'Weather',
  'Sport',
  'Entertainment',
  'Technology',
  'Health',
  'Education',
  'Lifestyle',
] as const;
export type Topic = (typeof TOPICS)[number];

export function personName(index: number): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] as string;
  const last = LAST_NAMES[(index * 7 + 3) % LAST_NAMES.length] as string;
  return `${first} ${last}`;
}
