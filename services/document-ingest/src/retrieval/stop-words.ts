/**
 * Function words of the site's languages, left out of a question's keywords (chunks keep them all, so the list can
 * change without indexing anything again). A user's documents are often too few for IDF to weigh these words down:
 * in the evaluation set, "ich", "der", "de" and "mon" matched every passage of a document and pushed paraphrased
 * questions' passages out of the first five. Folded as `keywordTokens` folds (lower case, no accents).
 */
const LISTS = [
  // English
  'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my no not of on or our shall should so than that the their them then there these they this those to was we were what when where which who whom why will with would you your',
  // German
  'am an auf aus bei bin bis bist da das dass dem den der des die dir du ein eine einem einen einer eines er es fur hat habe haben ich ihr im in ist ja kann mein meine mich mir mit muss nach nicht noch nur ob oder sein sich sie sind so uber um und uns von vor war was wie wir wird zu zum zur',
  // French
  'a au aux avec ce ces cette dans de des du elle en est et il ils je la le les leur ma mais me mes moi mon ne nous on ou par pas pour qu que qui sa se ses son sont sur ta te tu un une vos votre vous y',
  // Spanish and Portuguese
  'a al como con da das de del do dos e el ella em en es esta este eu la las le lo los mas me mi mis na no nos o os para pela pelo por que se su sus te tu um uma un una y yo',
  // Italian and Dutch
  'che di e gli il la le lo per un una de het een en ik in is je niet van voor zijn',
  // Polish and Turkish
  'i w z na do nie sie to jest ze o co jak ale bir ve bu da de ile icin mi ne o',
  // Arabic (folded: ى → ي, ة → ه)
  'في من علي الي عن مع هذا هذه التي الذي او ثم ان كان ما هل',
].join(' ');

export const STOP_WORDS: ReadonlySet<string> = new Set(LISTS.split(' '));
