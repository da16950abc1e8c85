import { expect, test } from "vitest";
import { understandRequest } from "./understand-request.ts";

const answer = (description: string, columns?: string) => {
  const understood = understandRequest({ description, platform: "excel", ...(columns ? { columns } : {}) });
  return understood.answered ? understood.draft : understood;
};

test("a request whose every word is explained is answered, with what it bound", () => {
  const draft = answer(
    "total hours for the Berlin office in Q1 2024, office is col B, hours in D, dates E, rows 2-300",
  );
  expect(draft).toMatchObject({
    formula: '=SUMIFS(D2:D300,B2:B300,"Berlin",E2:E300,">="&DATE(2024,1,1),E2:E300,"<"&DATE(2024,4,1))',
    unexplained: [],
    bindings: [
      { label: "office", range: "B2:B300" },
      { label: "hours", range: "D2:D300" },
      { label: "dates", range: "E2:E300" },
    ],
  });
  expect(answer("sum of sales where region is east", "Region\tRep\tSales")).toMatchObject({
    formula: '=SUMIF(A2:A100,"east",C2:C100)',
  });
});

test("a test stops at a new clause, and a possessive owns the column after it", () => {
  expect(answer("total of amount E2:E100 but only for rows that are NOT pending (status is F2:F100)")).toMatchObject({
    formula: '=SUMIF(F2:F100,"<>pending",E2:E100)',
  });
  expect(answer("look up Liam Evans' department. names in A2:A60, departments E2:E60")).toMatchObject({
    formula: '=XLOOKUP("Liam Evans",A2:A60,E2:E60)',
  });
});

test("values say which column they belong to: cities, departments, stages, codes", () => {
  expect(answer("avergae salary for Sales people based in london. dept is col E, city col J, salary col D, rows 2-60"))
    .toMatchObject({ formula: '=AVERAGEIFS(D2:D60,E2:E60,"Sales",J2:J60,"london")' });
  expect(answer("sum the Value of open deals that are over 5k", "Deal | Value | Owner | Stage")).toMatchObject({
    formula: '=SUMIFS(B2:B100,D2:D100,"open",B2:B100,">5000")',
  });
  expect(answer("which category is P-1077 in? code is in col E and category in col B")).toMatchObject({
    formula: '=XLOOKUP("P-1077",E:E,B:B)',
  });
});

test("tests said around the value: contains, begins, signs, bounds after the number, two columns compared", () => {
  expect(answer("avg price of everything with Lamp in the name. names A2:A100, price C2:C100")).toMatchObject({
    formula: '=AVERAGEIF(A2:A100,"*Lamp*",C2:C100)',
  });
  expect(answer("count items where the change in F2:F21 is negative")).toMatchObject({
    formula: '=COUNTIF(F2:F21,"<0")',
  });
  expect(
    answer(
      "count students whose Score is 50 or above and whose Test 2 is also 50 or above",
      "Student\tScore\tWeight\tAttendance\tTest 2\tClass",
    ),
  )
    .toMatchObject({ formula: '=COUNTIFS(B2:B100,">=50",E2:E100,">=50")' });
  expect(answer("count amounts in E2:E100 from 1000 to 2000")).toMatchObject({
    formula: '=COUNTIFS(E2:E100,">=1000",E2:E100,"<=2000")',
  });
  expect(answer("how many tasks where the End date (col C) is after the Due date (col F)? rows 2-40")).toMatchObject({
    formula: "=SUMPRODUCT(--(C2:C40>F2:F40))",
  });
});

test("two columns multiplied row by row are summed, and a weighted average weighs by the column said", () => {
  expect(
    answer(
      "total stock value (price * stock) for the Lighting catagory only. B = category, C = price, D = stock, rows 2-100",
    ),
  )
    .toMatchObject({ formula: '=SUMPRODUCT(--(B2:B100="Lighting"),C2:C100,D2:D100)' });
  expect(answer("wieghted average of Score using the Weight column as the weights. Score B2:B40, Weight C2:C40"))
    .toMatchObject({ formula: "=SUMPRODUCT(B2:B40,C2:C40)/SUM(C2:C40)" });
  expect(answer("average unit price weighted by quantity (qty in H, unit price in I, rows 2 to 100)")).toMatchObject({
    formula: "=SUMPRODUCT(I2:I100,H2:H100)/SUM(H2:H100)",
  });
});

test("the top few, a row's rank, a join with its separator, a lookup in the function named", () => {
  expect(answer("sum of the top 3 amounts in the West region only. A = region, E = amount, 2:100")).toMatchObject({
    formula: '=SUM(LARGE(FILTER(E2:E100,(A2:A100="West")),{1,2,3}))',
  });
  expect(answer("rank of Nia's score (row 15) vs the whole class, highest = 1. scores in B2:B40")).toMatchObject({
    formula: "=RANK.EQ(B15,$B$2:$B$40,0)",
  });
  expect(answer("merge E2:E10 into one cell separated by semicolons")).toMatchObject({
    formula: '=TEXTJOIN(";",TRUE,E2:E10)',
  });
  expect(
    answer(
      'vlookup the Status (col F) for the customer Zenith Co in column C, and if they arent in the list just say "no match"',
    ),
  ).toMatchObject({ formula: '=IFERROR(VLOOKUP("Zenith Co",C:F,4,FALSE),"no match")' });
});

test("labels by tiers for one row: the first test that holds gives its label, and every other row the last", () => {
  expect(
    answer(
      "size label for row 8: if the Amount in E is 4000 or more its Large, 2000 or more Medium, anything else Small",
    ),
  )
    .toMatchObject({ formula: '=IFS(E8>=4000,"Large",E8>=2000,"Medium",TRUE,"Small")' });
  expect(answer("row 10 pass/fail: pass only if score (B) >= 50 AND attendance (D) is 75% or more, else fail"))
    .toMatchObject({ formula: '=IF(AND(B10>=50,D10>=0.75),"pass","fail")' });
  expect(answer("letter grade for the score in B34: 90+ A, 80+ B, 70+ C, 60+ D, below that F")).toMatchObject({
    formula: '=IFS(B34>=90,"A",B34>=80,"B",B34>=70,"C",B34>=60,"D",TRUE,"F")',
  });
  expect(answer("status for row 14: if End is after Due say 'late', otherwise 'on time'. end = C, due = F"))
    .toMatchObject({ formula: '=IF(C14>F14,"late","on time")' });
  // Two tests not joined by "and", and words that ask for a calculation, are not labels this reading knows.
  expect(answer("if C5 is at least 5% below B5 say drop else fine")).toMatchObject({ answered: false });
  expect(answer("if B2 is over 50 calculate the tax else 0")).toMatchObject({ answered: false });
});

test("a year with a bound is a date, a short form finds its header, and 'nothing in' is blank", () => {
  expect(answer("count employees who started in 2022 or later, start dates are F2:F60")).toMatchObject({
    formula: '=COUNTIF(F2:F60,">="&DATE(2022,1,1))',
  });
  expect(answer("avg salary in the IT dept", "Full name\tEmail\tBirth date\tSalary\tDepartment")).toMatchObject({
    formula: '=AVERAGEIF(E2:E100,"IT",D2:D100)',
  });
  expect(answer("count the rows that have nothing in the notes column J2:J100")).toMatchObject({
    formula: "=COUNTBLANK(J2:J100)",
  });
});

test("a verb points a test to its column, values of one kind joined by and are both wanted, a dated extreme is of dates", () => {
  expect(answer("how many tasks finished after their due date? End is C, Due is F, rows 2-40")).toMatchObject({
    formula: "=SUMPRODUCT(--(C2:C40>F2:F40))",
  });
  expect(answer("sum of north AND south amounts together, region A2:A100 amount E2:E100")).toMatchObject({
    formula: '=SUMIF(A2:A100,"north",E2:E100)+SUMIF(A2:A100,"south",E2:E100)',
  });
  expect(answer("whos the rep on the most recent order?", "Region\tRep\tCustomer\tProduct\tAmount\tStatus\tDate"))
    .toMatchObject({ formula: "=INDEX(B2:B100,MATCH(MAX(G2:G100),G2:G100,0))" });
});

test("one test said of both columns tests each, and a whole column's order tests count only numbers", () => {
  expect(answer("list the names (col A) of students who got over 90 on BOTH score (B) and test 2 (E)")).toMatchObject({
    formula: "=FILTER(A:A,(B:B>90)*ISNUMBER(B:B)*(E:E>90)*ISNUMBER(E:E))",
  });
});

test("a window of days about a cell's date, and a test against the column's own average", () => {
  expect(answer("how many orders are dated within 30 days after the date in G11? dates are G2:G100")).toMatchObject({
    formula: '=COUNTIFS(G2:G100,">="&G11,G2:G100,"<="&G11+30)',
  });
  expect(answer("how many tasks are due within 7 days either side of the date in F5? due dates are F2:F40"))
    .toMatchObject({ formula: '=COUNTIFS(F2:F40,">="&F5-7,F2:F40,"<="&F5+7)' });
  expect(answer("how many students scored above the class avg? scores B2:B40")).toMatchObject({
    formula: '=COUNTIF(B2:B40,">"&AVERAGE(B2:B40))',
  });
});

test("the group with the highest total: each group totalled, the largest named", () => {
  expect(answer("which owner has the most closed deal value in total? owners C2:C50, value B2:B50, stage D2:D50"))
    .toMatchObject({
      formula:
        '=INDEX(UNIQUE(C2:C50),MATCH(MAX(SUMIFS(B2:B50,C2:C50,UNIQUE(C2:C50),D2:D50,"closed")),SUMIFS(B2:B50,C2:C50,UNIQUE(C2:C50),D2:D50,"closed"),0))',
    });
});

test("two cells of a row: the second less the first, one less the other, one over the other, the change", () => {
  expect(answer("how much did the student in row 6 improve from Score (B) to Test 2 (E)? negative if they dropped"))
    .toMatchObject({ formula: "=E6-B6" });
  expect(answer("how many days does the task in row 3 take (end date C3 minus start B3)")).toMatchObject({
    formula: "=C3-B3",
  });
  const grades = "Student\tScore\tWeight\tAttendance\tTest 2\tClass";
  expect(answer("% change from Score to Test 2 for row 2 (decimal ok)", grades)).toMatchObject({
    formula: "=(E2-B2)/B2",
  });
  expect(answer("ratio of Test 2 to score for Dia (row 5) rounded to 2 decimel places", grades)).toMatchObject({
    formula: "=ROUND(E5/B5,2)",
  });
});

test("a share of someone's rows is taken of their rows, not of all", () => {
  expect(answer("what share of Hana's deals got closed", "Deal\tValue\tOwner\tStage")).toMatchObject({
    formula: '=COUNTIFS(C2:C100,"Hana",D2:D100,"closed")/COUNTIF(C2:C100,"Hana")',
  });
});

test("'not Dev or Gus' keeps rows that are neither, one *IFS pair each", () => {
  expect(answer("average Hours for tasks NOT owned by Dev or Gus. owner col E, hours col D")).toMatchObject({
    formula: '=AVERAGEIFS(D:D,E:E,"<>Dev",E:E,"<>Gus")',
  });
});

test("a negation reaches past its glue and over a whole test; a list goes on only with values of one kind", () => {
  expect(
    answer(
      "average Test 2 mark for Class C but leave out anyone with Attendance under 0.7",
      "Student\tScore\tWeight\tAttendance\tTest 2\tClass",
    ),
  ).toMatchObject({ formula: '=AVERAGEIFS(E2:E100,F2:F100,"C",D2:D100,">=0.7")' });
  expect(answer("avg price of Decor items but ignore anything under $50. B is category, C is price")).toMatchObject({
    formula: '=AVERAGEIFS(C:C,B:B,"Decor",C:C,">=50")',
  });
  expect(
    answer(
      "Total Quanity sold by Dev, closed orders only, in 2023. rep = B, status = F, order date = G, qty = H, rows 2 to 100",
    ),
  ).toMatchObject({
    formula: '=SUMIFS(H2:H100,B2:B100,"Dev",F2:F100,"closed",G2:G100,">="&DATE(2023,1,1),G2:G100,"<"&DATE(2024,1,1))',
  });
});

test("a comparison said before the two columns it compares", () => {
  expect(answer("how many items are higher this year (col C) than last year (col B)? rows 2-21")).toMatchObject({
    formula: "=SUMPRODUCT(--(C2:C21>B2:B21))",
  });
});

test("'mention … anywhere', a verb that says the column ('costing'), 'goes to row 100' and 'sum of E'", () => {
  expect(
    answer("total of the amounts where notes mention rush anywhere - notes are col J, amounts col E, row 2 to 100"),
  )
    .toMatchObject({ formula: '=SUMIF(J2:J100,"*rush*",E2:E100)' });
  expect(answer("count products costing more than 500 with less than 50 in stock", "Product\tCategory\tPrice\tStock"))
    .toMatchObject({ formula: '=COUNTIFS(C2:C100,">500",D2:D100,"<50")' });
  expect(answer("total amount of everything sold in 2023. dates are in G, amounts in E, data goes to row 100"))
    .toMatchObject({ formula: '=SUMIFS(E2:E100,G2:G100,">="&DATE(2023,1,1),G2:G100,"<"&DATE(2024,1,1))' });
  expect(answer("sum of E for everything dated in 2023. the dates are in G2:G100")).toMatchObject({
    formula: '=SUMIFS(E2:E100,G2:G100,">="&DATE(2023,1,1),G2:G100,"<"&DATE(2024,1,1))',
  });
});

test("a word for what the frame cannot say leaves the request to the rules", () => {
  for (
    const request of [
      "count duplicates in A2:A60",
      "lowest price per category, category B2:B100 price C2:C100",
      "count closed deals for gus and the open ones for ben. owner C, stage D",
    ]
  ) {
    expect(understandRequest({ description: request, platform: "excel" }).answered).toBe(false);
  }
});

test("scoring prefers the reading that explains every word over a first match", () => {
  expect(answer("how many different reps in B2:B100 for the south region (A2:A100)")).toMatchObject({
    formula: '=COUNTA(UNIQUE(FILTER(B2:B100,(A2:A100="south"))))',
  });
  expect(answer("which product has the lowest price (products A2:A100, prices C2:C100)")).toMatchObject({
    formula: "=INDEX(A2:A100,MATCH(MIN(C2:C100),C2:C100,0))",
  });
});

test("an or between tests on two columns joins them rather than being dropped", () => {
  expect(answer("count rows where B2:B100 is North or F2:F100 is Open")).toMatchObject({
    formula: '=SUMPRODUCT(--(((B2:B100="North")+(F2:F100="Open"))>0))',
  });
});

test("two readings that explain the request equally well: the runner-up is the alternative", () => {
  const draft = answer("rank of B5 in B2:B40");
  expect(draft).toMatchObject({ formula: "=RANK.EQ(B5,$B$2:$B$40,0)" });
  expect("alternatives" in draft && draft.alternatives?.map((a) => a.formula)).toEqual(["=RANK.EQ(B5,$B$2:$B$40,1)"]);
});

test("a word no reading can place is not answered, and is named", () => {
  const understood = understandRequest({ description: "sqrt of the sum of G2:G21", platform: "excel" });
  expect(understood.answered).toBe(false);
  expect(!understood.answered && understood.unexplained).toContain("sqrt");
  expect(understandRequest({ description: "sum of sales in east", platform: "excel" }).answered).toBe(false);
});

test("the row that moved most between two columns, in the order said or as a subtraction", () => {
  expect(
    answer("which product grew the most from the old price (B2:B30) to the new price (C2:C30)? products in A2:A30"),
  ).toMatchObject({
    formula: "=INDEX(A2:A30,MATCH(MAX(C2:C30-B2:B30),C2:C30-B2:B30,0))",
  });
  expect(answer("which region had the biggest fall (this year in C minus last year in B)? regions in A, rows 2-12"))
    .toMatchObject({
      formula: "=INDEX(A2:A12,MATCH(MIN(C2:C12-B2:B12),C2:C12-B2:B12,0))",
    });
  // A whole column holds its header: only rows with both numbers take part.
  expect(answer("which store dropped the most from last month (B) to this month (C)? store names in A")).toMatchObject({
    formula:
      "=INDEX(FILTER(A:A,ISNUMBER(C:C)*ISNUMBER(B:B)),MATCH(MIN(FILTER(C:C-B:B,ISNUMBER(C:C)*ISNUMBER(B:B))),FILTER(C:C-B:B,ISNUMBER(C:C)*ISNUMBER(B:B)),0))",
  });
});

test("the labels of the top few, a list's name column said by its letter, and a share leaves a header out", () => {
  expect(answer("names of the 3 highest paid staff. name A, salary C, rows 2-40")).toMatchObject({
    formula: "=TAKE(SORTBY(A2:A40,C2:C40,-1),3)",
  });
  expect(answer("list the names of staff earning over 50k. name A, salary C, rows 2-40")).toMatchObject({
    formula: "=FILTER(A2:A40,(C2:C40>50000))",
  });
  expect(answer("what share of the tickets are escalated? status is col C")).toMatchObject({
    formula: '=COUNTIF(C:C,"escalated")/(COUNTA(C:C)-1)',
  });
});

test("a column said before 'is', a negation of two values, and a fallback written as shown", () => {
  expect(answer("average Price where the Listed date is in 2021 or later", "Item | Price | Listed date")).toMatchObject(
    {
      formula: '=AVERAGEIF(C2:C100,">="&DATE(2021,1,1),B2:B100)',
    },
  );
  expect(answer("total of Cost (col D) excluding the Travel and Meals lines. category col B")).toMatchObject({
    formula: '=SUMIFS(D:D,B:B,"<>Travel",B:B,"<>Meals")',
  });
  expect(answer("which city has the zip in K2? zips are col F, city names col C. show Unknown if theres nothing"))
    .toMatchObject({ formula: '=XLOOKUP(K2,F:F,C:C,"Unknown")' });
});

test("a percentile, rounding to a place said as a word, 'per' one of the rows, and numbers stored as text", () => {
  expect(answer("75th percentile of the delays in D2:D90")).toMatchObject({
    formula: "=PERCENTILE.INC(D2:D90,0.75)",
  });
  expect(answer("average cost per order for Kim, rounded to the nearest thousand. buyer col B, cost col F"))
    .toMatchObject({ formula: '=ROUND(AVERAGEIF(B:B,"Kim",F:F),-3)' });
  expect(answer("the fees in H2:H50 are stored as text and SUM shows 0, how do i total them")).toMatchObject({
    formula: "=SUMPRODUCT(--H2:H50)",
  });
  expect(answer("total of the fees in col H for Kim (buyer col B), they are numbers stored as text")).toMatchObject({
    formula: '=SUMPRODUCT(--(B:B="Kim"),IFERROR(--H:H,0))',
  });
});

test("a row named before its number, a count of rows that went up, a join in order, values that look like examples", () => {
  expect(answer("rank of Mia's points, lowest = 1. points C2:C30 and Mia is on row 9")).toMatchObject({
    formula: "=RANK.EQ(C9,$C$2:$C$30,1)",
  });
  expect(
    answer(
      "how many products went down from the old price to the new price? old price is C, new price is D, rows 2-15",
    ),
  ).toMatchObject({
    formula: "=SUMPRODUCT(--(D2:D15<C2:C15))",
  });
  expect(answer("all the cities from J2:J60 in one cell, semicolon between them, no duplicates, sorted a-z"))
    .toMatchObject({ formula: '=TEXTJOIN(";",TRUE,SORT(UNIQUE(J2:J60)))' });
  expect(answer("how many maple items are there? item names are in B and look like 'Maple Shelf'")).toMatchObject({
    formula: '=COUNTIF(B:B,"Maple*")',
  });
  expect(
    answer(
      "total Cost for the Sales team where the Hired date was sometime in 2023",
      "Name | Team | Cost | Hired date",
    ),
  )
    .toMatchObject({
      formula: '=SUMIFS(C2:C100,B2:B100,"Sales",D2:D100,">="&DATE(2023,1,1),D2:D100,"<"&DATE(2024,1,1))',
    });
});

test("a rank inside the row's own group, a number said after its column and 'of', two companies joined by 'and'", () => {
  expect(
    answer("where does the player in row 8 rank by points within their own team? 1 = highest. team is B, points F"),
  )
    .toMatchObject({ formula: '=COUNTIFS($B:$B,B8,$F:$F,">"&F8)+1' });
  expect(answer("count the rows in the North Region with a Rating of 4", "Region | Rep | Rating")).toMatchObject({
    formula: '=COUNTIFS(A2:A100,"North",C2:C100,4)',
  });
  expect(answer("total Fee for the clients Birch Ltd and Cedar Inc together", "Client | Fee")).toMatchObject({
    formula: '=SUMIF(A2:A100,"Birch Ltd",B2:B100)+SUMIF(A2:A100,"Cedar Inc",B2:B100)',
  });
});

test("neither … nor, a verb for a value, a number before its column, 'Header=Letter' pairs, so many rows said", () => {
  expect(answer("count rows where the status is neither Open nor Pending. status F, rows 2-80")).toMatchObject({
    formula: '=COUNTIFS(F2:F80,"<>Open",F2:F80,"<>Pending")',
  });
  expect(answer("how many deals over 2k did we not lose? value B, stage D")).toMatchObject({
    formula: '=COUNTIFS(B:B,">2000",D:D,"<>Lost")',
  });
  expect(answer("how many contracts are longer than 24 months? months col D")).toMatchObject({
    formula: '=COUNTIF(D:D,">24")',
  });
  expect(answer("count tasks where owner is Kim and hours at least 8", "Hours=D Owner=E")).toMatchObject({
    formula: '=COUNTIFS(E2:E100,"Kim",D2:D100,">=8")',
  });
  expect(answer("average value of the open deals. stage is col D, value col B, 30 deals")).toMatchObject({
    formula: '=AVERAGEIF(D2:D31,"open",B2:B31)',
  });
});

test("a list of a column's values leaves out the header and blank rows past the data", () => {
  expect(answer("list each city once, sorted alphabetically. city col J")).toMatchObject({
    formula: '=SORT(UNIQUE(FILTER(J:J,(J:J<>"")*(J:J<>J1))))',
  });
  expect(answer("list each Category once", "Product | Category | Price")).toMatchObject({
    formula: '=UNIQUE(FILTER(B2:B100,B2:B100<>""))',
  });
  expect(answer("how many people have a 4 rating? rating col K")).toMatchObject({ formula: "=COUNTIF(K:K,4)" });
  expect(
    answer(
      "average sale for Kim but leave out the pending ones",
      "Rep | Amount | Status (Rep is B, Amount E, Status F)",
    ),
  )
    .toMatchObject({ formula: '=AVERAGEIFS(E2:E100,B2:B100,"Kim",F2:F100,"<>pending")' });
});

test("'sales' are the rows but 'Sales' a department, a word for a value's kind is part of its test, a row's name is its label", () => {
  expect(answer("sum of everything except kim's sales. rep B, amount E")).toMatchObject({
    formula: '=SUMIF(B:B,"<>kim",E:E)',
  });
  expect(answer("how many rows in C2:C90 are anything but Berlin? it's the city column")).toMatchObject({
    formula: '=COUNTIF(C2:C90,"<>Berlin")',
  });
  expect(answer("name of the cheapest item in the Garden category", "Item | Category | Price")).toMatchObject({
    formula:
      '=INDEX(FILTER(A2:A100,(B2:B100="Garden")),MATCH(MIN(FILTER(C2:C100,(B2:B100="Garden"))),FILTER(C2:C100,(B2:B100="Garden")),0))',
  });
});

test("a name before 'sold to' is the seller, 'Test 2 score' is one column, 'who' names the row by its first text column", () => {
  expect(answer("list every client Kim sold to, no duplicates. rep B, client C")).toMatchObject({
    formula: '=UNIQUE(FILTER(C:C,(B:B="Kim")))',
  });
  expect(answer("who got the highest test 2 score?", "Student | Score | Test 2")).toMatchObject({
    formula: "=INDEX(A2:A100,MATCH(MAX(C2:C100),C2:C100,0))",
  });
  expect(answer("list the Garden products with more than 20 in stock. product name A, category B, stock D, 2:100"))
    .toMatchObject({ formula: '=FILTER(A2:A100,(B2:B100="Garden")*(D2:D100>20))' });
});

test("the value said most often, and the group that brings in the most, each group counted once", () => {
  expect(answer("which agent shows up the most in column C?")).toMatchObject({
    formula:
      '=INDEX(UNIQUE(FILTER(C:C,(C:C<>"")*(C:C<>C1))),MATCH(MAX(COUNTIFS(C:C,UNIQUE(FILTER(C:C,(C:C<>"")*(C:C<>C1))))),COUNTIFS(C:C,UNIQUE(FILTER(C:C,(C:C<>"")*(C:C<>C1)))),0))',
  });
  expect(answer("which store brings in the most money? store col B, sales col F, rows 2-60")).toMatchObject({
    formula:
      "=INDEX(UNIQUE(B2:B60),MATCH(MAX(SUMIFS(F2:F60,B2:B60,UNIQUE(B2:B60))),SUMIFS(F2:F60,B2:B60,UNIQUE(B2:B60)),0))",
  });
});

test("one test said of both columns a plural names, and an average without its highest and lowest", () => {
  expect(answer("how many players got over 10 in BOTH games? first game is col C, game 2 is col D")).toMatchObject({
    formula: '=COUNTIFS(C:C,">10",D:D,">10")',
  });
  expect(answer("average time in F2:F30 but drop the single highest and the single lowest")).toMatchObject({
    formula: "=(SUM(F2:F30)-MAX(F2:F30)-MIN(F2:F30))/(COUNT(F2:F30)-2)",
  });
});

test("a number said right after its column, a left-out test led by a verb, a number given as an example", () => {
  expect(
    answer(
      "average Salary of people in Ops with level 2 or 3, excluding anyone hired before 2019",
      "Name | Salary | Dept | Start date | Level",
    ),
  )
    .toMatchObject({
      formula: '=AVERAGE(FILTER(B2:B100,(C2:C100="Ops")*(((E2:E100=2)+(E2:E100=3))>0)*(D2:D100>=DATE(2019,1,1))))',
    });
  expect(answer("how many kids passed (score 60 or more)? score is col B, stored as decimals like 0.61")).toMatchObject(
    {
      formula: '=COUNTIF(B:B,">=60")',
    },
  );
});

test("a number after a verb that says its column, and examples of how a column's values are kept", () => {
  expect(
    answer(
      "total this year for items taxed at 5%. tax rate is stored as 0.05",
      "Item | Last year | This year | Tax rate",
    ),
  )
    .toMatchObject({ formula: "=SUMIF(D2:D100,0.05,C2:C100)" });
  expect(answer("column F is numbers stored as text ('4.50', '12') and SUM gives 0. how do i total F2:F30"))
    .toMatchObject({
      formula: "=SUMPRODUCT(--F2:F30)",
    });
});

test("a tier tests a value the lexicon knows on its column and a verb's column, 'leave it empty' is blank", () => {
  expect(
    answer(
      "if the deal in row 9 is Lost and worth more than 2000 put Follow up, otherwise leave it empty",
      "Deal | Value | Owner | Stage",
    ),
  )
    .toMatchObject({ formula: '=IF(AND(D9="Lost",B9>2000),"Follow up","")' });
  expect(answer("if the score in B4 is over 70 and its not a weekend say yes else no")).toMatchObject({
    answered: false,
  });
});

test("one cell changed step by step: parts cut first, then case; Sheets cuts with FIND", () => {
  expect(answer("the part of the email before the @ (email is in C7), in proper case")).toMatchObject({
    formula: '=PROPER(TEXTBEFORE(C7,"@"))',
  });
  expect(answer("uppercase the last name in A6")).toMatchObject({ formula: '=UPPER(TEXTAFTER(A6," ",-1))' });
  expect(answer("the bit after the last dash in K3")).toMatchObject({ formula: '=TEXTAFTER(K3,"-",-1)' });
  expect(answer("month end for the date in D9")).toMatchObject({ formula: "=EOMONTH(D9,0)" });
  const sheets = understandRequest({ description: "domain of the email in B4, in capitals", platform: "sheets" });
  expect(sheets.answered && sheets.draft.formula).toBe('=UPPER(MID(B4,FIND("@",B4)+1,LEN(B4)))');
  const last = understandRequest({ description: "everything after the last dash in G2", platform: "sheets" });
  expect(last.answered && last.draft.formula).toBe(
    '=RIGHT(G2,LEN(G2)-FIND("~",SUBSTITUTE(G2,"-","~",LEN(G2)-LEN(SUBSTITUTE(G2,"-","")))))',
  );
  // An output written out in quotes is more than these steps can build.
  expect(answer('a greeting from B5 like "Hi Tom!" with the first name')).toMatchObject({ answered: false });
});

test("a number before its column with a bound after, a trim said three ways, a change against the column of the same name", () => {
  expect(answer("average Price for bikes that are 3 Years or more", "Bike | Price | Years")).toMatchObject({
    formula: '=AVERAGEIF(C2:C100,">=3",B2:B100)',
  });
  expect(answer("the notes have double spaces and trailing spaces, clean up K9")).toMatchObject({
    formula: "=TRIM(K9)",
  });
  expect(answer("how many products went up compared to last year", "Product | Last year | This year")).toMatchObject({
    formula: "=SUMPRODUCT(--(C2:C100>B2:B100))",
  });
});

test("terse requests pair each header with its letter, and office chatter asks for nothing", () => {
  expect(answer("sumifs amt E where status F = Pending, 2:80")).toMatchObject({
    formula: '=SUMIF(F2:F80,"Pending",E2:E80)',
  });
  expect(answer("max amt E for region A = North")).toMatchObject({ formula: '=MAXIFS(E:E,A:A,"North")' });
  expect(
    answer(
      "hi, my boss asked me for a report by monday and im stuck. i need the average of column H but only for rows where column F says Open. data is rows 2 to 50. thanks so much",
    ),
  ).toMatchObject({ formula: '=AVERAGEIF(F2:F50,"Open",H2:H50)' });
  expect(answer("how much is the total of the amounts in E for the west region, region is A")).toMatchObject({
    formula: '=SUMIF(A:A,"west",E:E)',
  });
});

test("headers and letters side by side without commas, and a count of a word's rows", () => {
  expect(answer("number of deals with value more than 3000 and stage Lost. value B stage D")).toMatchObject({
    formula: '=COUNTIFS(B:B,">3000",D:D,"Lost")',
  });
  expect(answer("count how many times the word Pending appears in column F")).toMatchObject({
    formula: '=COUNTIF(F:F,"Pending")',
  });
});

test("before Microsoft 365, what has no fitting later is written the classic way", () => {
  const old = (description: string) => {
    const understood = understandRequest({ description, platform: "excel", excelVersion: "2019" });
    return understood.answered ? understood.draft.formula : null;
  };
  expect(old("names of the 3 highest paid staff. name A, salary C, rows 2-40")).toBe(
    "=INDEX(A2:A40,MATCH(LARGE(C2:C40,{1;2;3}),C2:C40,0))",
  );
  expect(old("the bit after the last dash in K3")).toBe(
    '=RIGHT(K3,LEN(K3)-FIND("~",SUBSTITUTE(K3,"-","~",LEN(K3)-LEN(SUBSTITUTE(K3,"-","")))))',
  );
  // TEXTAFTER at its first delimiter is fitted to the version afterwards, as every provider's answer is.
  expect(old("domain of the email in B2")).toBe('=TEXTAFTER(B2,"@")');
});
