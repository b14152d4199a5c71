// Given names and family names from many places, some with accents and
// apostrophes, so search has to fold case and accents as it does for real users.
import { normalizeName } from '../../../../functions/src/domain/text/normalize.ts';
import { chance, pick, type Random } from '../random.ts';
import { list } from './list.ts';

/**
 * The people the team page introduces (src/features/about/team-page.tsx; the
 * seed tests read the page): they run the site, so no seed rates them.
 */
export const TEAM_PAGE_NAMES = ['Priya Raman', 'Daniel Okafor', 'Sofia Lindqvist'];
const RESERVED = new Set(TEAM_PAGE_NAMES.map(normalizeName));

export const FIRST_NAMES = list(`
  Aarav, Abigail, Adèle, Adrián, Aisha, Akira, Alejandro, Aleksander, Amara, Ana, Ananya, André,
  Anja, Arjun, Astrid, Ayşe, Beatriz, Benjamin, Björn, Camille, Carlos, Chen, Chiara, Chloé,
  Chukwuemeka, Clara, Daniel, Darius, David, Diego, Dmitri, Elena, Eliška, Emeka, Emily, Emma,
  Émile, Esther, Fatima, Felix, Fernanda, François, Freya, Gabriel, Grace, Hana, Hannah, Hélène,
  Hiroshi, Ibrahim, Inès, Ingrid, Isabel, Ivan, Jakub, James, Javier, Jiwoo, João, Jonas, José,
  Julia, Jürgen, Kai, Karim, Kateřina, Kavya, Kenji, Kofi, Laila, Lars, Laura, Layla, Léa, Leila,
  Liam, Lucía, Luis, Łukasz, Maja, Malik, Małgorzata, Marco, María, Marcus, Mateo, Mei, Mia,
  Michael, Mohammed, Nadia, Naledi, Nikhil, Nils, Noah, Noémie, Nora, Olivia, Omar, Ömer, Oscar,
  Pablo, Paolo, Priya, Rafael, Rahul, Raquel, Renée, Rohan, Rosa, Sakura, Samuel, Sara, Sebastián,
  Siddharth, Sipho, Sofía, Søren, Sophie, Stefan, Sunil, Tariq, Thandiwe, Thomas, Tomás, Valentina,
  Vikram, Wei, William, Xavier, Yara, Yasmin, Yuki, Yusuf, Zainab, Zanele, Zoë, Zoltán
`);

export const LAST_NAMES = list(`
  Abara, Acosta, Adeyemi, Ahmed, Alvarez, Andersen, Asante, Bakker, Banerjee, Becker, Bergström,
  Bianchi, Brennan, Brown, Castillo, Çelik, Chen, Chowdhury, Costa, Cruz, Dahl, Das, de Vries,
  Dias, Dubois, Dvořák, Eriksson, Fernández, Ferreira, Fischer, Fitzgerald, Fontaine, Fujita,
  García, Gómez, González, Gupta, Haddad, Hansen, Hashemi, Hernández, Hoffmann, Horvat, Huang,
  Ibrahim, Ivanova, Jansen, Jiménez, Johansson, Johnson, Kapoor, Kato, Khan, Kim, Kowalski, Kozlov,
  Kumar, Lambert, Larsen, Lefèvre, Lindqvist, López, Mahlangu, Martin, Martínez, Mehta, Mendes,
  Moreau, Morales, Müller, Murphy, Mwangi, Nakamura, Navarro, Nguyen, Nielsen, Novák, Núñez,
  O'Brien, O'Connor, Okafor, Okonkwo, Olsen, Ortiz, Özdemir, Papadopoulos, Park, Patel, Pereira,
  Petrović, Pham, Popescu, Quintero, Ramírez, Rao, Reddy, Reyes, Richter, Rodríguez, Romano, Rossi,
  Rousseau, Saito, Sánchez, Santos, Schmidt, Schneider, Shah, Singh, Smith, Sokolov, Suzuki,
  Svensson, Szabó, Tanaka, Taylor, Thompson, Torres, Tran, Van der Berg, Varga, Vasquez, Wagner,
  Walsh, Wang, Weber, Williams, Wiśniewski, Wójcik, Yamamoto, Yilmaz, Zhang, Zhou, Zielińska,
  Østergaard, Šimić
`);

/** "Given Family", sometimes with a double family name; never someone from the team page. */
export function personName(rnd: Random): string {
  for (;;) {
    const first = pick(rnd, FIRST_NAMES);
    const last = pick(rnd, LAST_NAMES);
    const name = chance(rnd, 0.04) ? `${first} ${last}-${pick(rnd, LAST_NAMES)}` : `${first} ${last}`;
    if (!RESERVED.has(normalizeName(name))) return name;
  }
}

export function givenName(fullName: string): string {
  return fullName.split(' ')[0] ?? fullName;
}
