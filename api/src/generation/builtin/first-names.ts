/**
 * Common first names from many languages, in lower case: a word like "hana" or "ben" in a request about a sheet is
 * most likely a person, whose rows sit in a column of names (Rep, Owner, Student…), when nothing else says what it
 * is.
 */
export const firstNames = new Set(
  ("aaron abby abdul adam adrian ahmed aisha alan alba alex alexander alexis ali alice alicia amanda amber amelia " +
    "amir amy ana andre andrea andrew andy angela anita ann anna anne anthony anton arjun arthur asha ashley aurora " +
    "ava ayesha barbara beatriz bella ben benjamin beth bianca bill bob brad brandon brian bruno caleb cal carl carla " +
    "carlos carmen caroline carol cathy charles charlie charlotte chen chloe chris christian christina claire clara " +
    "colin connor craig daniel dan dana daniela dave david deborah dev diana diego dmitri dominic donna dylan ed " +
    "eddie edward eli elena eliza elizabeth ella ellie ellis emily emma eric erik erin ethan eva evan fatima farah " +
    "fay felix fernando fiona frank freya gabriel gary george gil grace greg gus hal hana hannah harry helen henry " +
    "hugo ian igor ingrid isaac isabel isabella ivan jack jacob jade james jamie jan jane jason javier jay jean jen " +
    "jenny jess jessica jim joe joel john jon jonas jordan jorge jose joseph josh juan julia julie justin kai karen " +
    "kate katie keith kelly ken kevin kim kira kyle lara laura lauren leah lee leo leon liam lily linda lisa liz " +
    "logan lucas lucia lucy luis luka luke maria mark marco marcus maria marie mario marta martin mary mateo matt " +
    "max maya megan mei mia michael michelle mike mila mohammed molly nadia nancy naomi nate neil nick nicole nina " +
    "noah nora oliver olivia omar oscar owen pablo pam paul paula pedro pete peter phil priya rachel rafael raj " +
    "ravi ray rebecca ria rick rita rob robert roger rosa ruby ryan sam samuel sara sarah scott sean sergio shaun " +
    "simon sofia sophie stella steve susan tara ted theo thomas tim tina tom tony tyler uma victor vera will " +
    "william yara yusuf zara zoe").split(" "),
);
