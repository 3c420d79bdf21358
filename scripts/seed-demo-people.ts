import type { CallOutWhy } from '../src/shared/call-outs.js';

/** The demo's people: names, phone area codes, e-mail domains, and why guards call out. */

/** Splits a block of names on white space. */
function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

export const FIRST_NAMES: readonly string[] = words(`
  Marcus Jasmine Luis Tanya DeShawn Maria Kevin Aaliyah Roberto Keisha Anthony Guadalupe
  Tyrone Linh Jose Brittany Andre Rosa Terrence Mei Carlos Shanice Daniel Imani Miguel Crystal
  Jamal Yesenia Brian Fatima Victor Latoya Hector Nicole Darnell Ana Omar Tiffany Eduardo
  Priya Samuel Monique Raymond Destiny Francisco Erica Malik Lorena Gregory Ebony Ricardo
  Amanda Curtis Thuy Javier Kimberly Dwayne Esperanza Patrick Naomi Alejandro Renee Isaiah
  Karina Reggie Sofia Vincent Tamika Manuel Grace Derrick Lucia Nathan Aisha Oscar Heather
  Trevor Blanca Jerome Hana Felipe Shawna Kwame Diana Arturo Megan
`);

export const LAST_NAMES: readonly string[] = words(`
  Johnson Garcia Williams Nguyen Martinez Brown Rodriguez Jackson Lopez Davis Hernandez
  Washington Kim Gonzalez Thompson Perez Harris Ramirez Robinson Torres Walker Flores Patel
  Rivera Coleman Sanchez Tran Reyes Mitchell Cruz Bryant Morales Jenkins Ortiz Okafor
  Gutierrez Price Chavez Brooks Ramos Sanders Vasquez Powell Castillo Ellis Mendoza Murphy
  Alvarez Simmons Romero Chen Ruiz Foster Aguilar Hughes Le Bell Medina Owens Vargas Graham
  Herrera Dixon Castro Wallace Jimenez O'Brien Delgado Hayes Moreno Pham Sullivan Soto Adeyemi
  Carter Salazar Dang Fitzgerald Navarro Holloway
`);

/** Sacramento's area codes, most of them, and those of the towns around it (seed-demo-places.ts). */
export const AREA_CODES = ['916', '916', '279', '916', '530', '916', '209', '916', '916', '279'];

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Why guards call out in the demo: a reason of the set (call-outs.ts) and what they said. */
export const CALL_OUT_REASONS: readonly CallOutWhy[] = [
  { reason: 'sick', note: 'Fever since last night' },
  { reason: 'transport', note: 'Car broke down on the freeway' },
  { reason: 'family', note: null },
  { reason: 'family', note: 'Child is sick, no one to watch her' },
  { reason: 'transport', note: 'Flat tire, waiting for roadside help' },
  { reason: 'sick', note: 'Migraine, cannot drive' },
  { reason: 'other', note: 'Court date moved to tomorrow morning' },
];
