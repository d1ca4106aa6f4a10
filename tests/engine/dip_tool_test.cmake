# Runs the `dip` tool as a user would: adjudicate to JSON and to text, chain phases, check scenarios, and fail
# cleanly on bad input. Invoked by CTest with -DDIP=<path to dip> -DSRC=<source dir>.
set(work ${CMAKE_CURRENT_BINARY_DIR}/dip_tool_test)
file(MAKE_DIRECTORY ${work})

include(${CMAKE_CURRENT_LIST_DIR}/../cli_checks.cmake)

file(WRITE ${work}/spring.txt "phase: Spring 1901 Movement
units:
  Austria: A Bud, A Tri
  Italy: A Vie
  Germany: A Mun, A Sil
orders:
  Austria: A Bud S A Tri - Vie
  Austria: A Tri - Vie
  Germany: A Mun - Boh
  Germany: A Sil - Boh
")
run(0 json ${DIP} adjudicate ${work}/spring.txt)
require("${json}" "\"retreats\": [\"gal\", \"tyr\"]")

# --text prints the next position; adding retreat orders to it and adjudicating again chains the phases.
run(0 next ${DIP} adjudicate --text ${work}/spring.txt)
require("${next}" "phase: Spring 1901 Retreats")
require("${next}" "Italy: A Vie <- Tri")
require("${next}" "contested: Boh")
file(WRITE ${work}/retreat.txt "${next}orders:\n  Italy: A Vie R Tyr\n")
run(0 fall ${DIP} adjudicate --text ${work}/retreat.txt)
require("${fall}" "phase: Fall 1901 Movement")
require("${fall}" "Italy: A Tyr")

# Standard input works too.
run(0 stdin_json ${DIP} adjudicate - INPUT_FILE ${work}/spring.txt)
require("${stdin_json}" "\"phase\": \"Spring 1901 Movement\"")

# Adjustments.
file(WRITE ${work}/winter.txt "phase: Winter 1901 Adjustments
units:
  Russia: A Ukr
centers:
  Russia: Mos, StP, Sev, War
orders:
  Russia: Build F StP/nc
")
run(0 winter ${DIP} adjudicate ${work}/winter.txt)
require("${winter}" "\"order\": \"Build F StP/nc\", \"result\": \"succeeds\"")
require("${winter}" "\"phase\": \"Spring 1902 Movement\"")

# Scenario checks: a DATC case passes; a wrong expectation fails with the whole story.
run(0 ok ${DIP} check ${SRC}/tests/datc/6.F.16.txt)
file(READ ${SRC}/tests/datc/6.A.11.txt case)
string(REPLACE "=> fails" "=> succeeds" wrong "${case}")
file(WRITE ${work}/wrong.txt "${wrong}")
run(1 bad ${DIP} check ${work}/wrong.txt)
require("${bad}" "MISMATCH")

# A document's boards are checked one by one, each named by its line and caption; an unclosed board fails.
file(WRITE ${work}/doc.txt "# A page\nSome words.\n```board Bounce | region=france\n${case}```\nMore words.\n```board Wrong\n${wrong}```\n```board Open\n${case}")
run(1 doc ${DIP} check ${work}/doc.txt)
require("${doc}" "ok    ${work}/doc.txt:4 Bounce | region=france")
require("${doc}" "FAIL  ${work}/doc.txt:")
require("${doc}" "Wrong\n")
require("${doc}" "the board has no closing ```")

# Bad input: a clear message naming the line, exit code 2, no crash.
file(WRITE ${work}/broken.txt "phase: Spring 1901 Movement\norders:\n  France: A Par - Xyz\n")
run(2 err ${DIP} adjudicate ${work}/broken.txt)
require("${err}" "line 3: unknown space \"Xyz\"")
run(2 missing ${DIP} adjudicate ${work}/no-such-file.txt)
require("${missing}" "cannot open")
run(2 usage ${DIP} frobnicate)
require("${usage}" "usage:")
run(0 start ${DIP} start)
require("${start}" "Russia: A Mos, F Sev, F StP/sc, A War")

# Formal Diplomacy: a "rules: formal" line plays the position by its rules; --text keeps the line and the
# Formal state, so phases chain; scenarios check wars, spheres and points.
file(WRITE ${work}/formal.txt "rules: formal, max turns 10
phase: Spring 1901 Movement
units:
  France: A Bur, A Pic
  Germany: A Mun
  Italy: A Pie
orders:
  France: Declare War On Germany
  France: SOI Bel
  France: A Pic S SOI Bel
  Germany: A Mun - Bur
  Italy: A Pie - Mar
")
run(0 formal_json ${DIP} adjudicate ${work}/formal.txt)
require("${formal_json}" "\"order\": \"Declare War On Germany\", \"result\": \"succeeds\"")
require("${formal_json}" "\"order\": \"A Mun - Bur\", \"result\": \"fails\"")
require("${formal_json}" "\"reason\": \"illegal, ignored: not at war with France: moving into Marseilles is not allowed\"")
require("${formal_json}" "\"points\": {\"Austria\": 0, \"England\": 0, \"France\": -1,")
run(0 formal_next ${DIP} adjudicate --text ${work}/formal.txt)
require("${formal_next}" "rules: formal, max turns 10\nphase: Fall 1901 Movement")
require("${formal_next}" "wars: France-Germany\nspheres:\n  France: Bel\npoints: France -1\n")
file(WRITE ${work}/formal_fall.txt "${formal_next}orders:\n  Italy: A Pie - Mar\n  Italy: DWO France\n")
run(0 formal_fall ${DIP} adjudicate ${work}/formal_fall.txt)
require("${formal_fall}" "\"order\": \"A Pie - Mar\", \"result\": \"succeeds\"")
file(WRITE ${work}/formal_check.txt "${formal_next}orders:\n  France: A Bur - Bel => succeeds\nexpect:\n  spheres: France: Bel\n  points: France 3\n")
run(1 formal_bad ${DIP} check ${work}/formal_check.txt)
require("${formal_bad}" "expected points: France 3; got: none")  # Belgium scored: -1 + 1
run(0 formal_start ${DIP} start --formal)
require("${formal_start}" "rules: formal\nphase: Spring 1901 Movement\n")

# Input that is not a position: a UTF-8 byte order mark at the start is passed over (not read as part of the
# first section's name); binary input (a NUL, another control byte) and endless or huge input are refused with a
# sentence and exit 2, never a crash; control bytes are never echoed (a terminal would obey them).
string(ASCII 239 187 191 bom)
file(READ ${work}/spring.txt spring)
file(WRITE ${work}/bom.txt "${bom}${spring}")
run(0 bom_json ${DIP} adjudicate ${work}/bom.txt)
require("${bom_json}" "\"retreats\": [\"gal\", \"tyr\"]")
run(0 bom_stdin ${DIP} adjudicate - INPUT_FILE ${work}/bom.txt)
require("${bom_stdin}" "\"retreats\": [\"gal\", \"tyr\"]")
file(WRITE ${work}/bom_doc.txt "${bom}${case}")
run(0 bom_check ${DIP} check ${work}/bom_doc.txt)
execute_process(COMMAND printf "phase: Spring 1901 Movement\\nunits:\\n  France: A Par\\000\\n" OUTPUT_FILE ${work}/nul.txt)
run(2 nul ${DIP} adjudicate ${work}/nul.txt)
require("${nul}" "not text: a control byte (0x00) on line 3")
string(ASCII 27 esc)
file(WRITE ${work}/esc.txt "phase: Spring 1901 Movement\nunits:\n  France: A ${esc}[31mPar\n")
run(2 esc_out ${DIP} adjudicate ${work}/esc.txt)
require("${esc_out}" "not text: a control byte (0x1b) on line 3")
forbid("${esc_out}" "${esc}")
run(2 esc_name ${DIP} adjudicate ${work}/${esc}[31mnamed.txt)
require("${esc_name}" "cannot open ${work}/\\x1b[31mnamed.txt")
forbid("${esc_name}" "${esc}")
run(2 esc_power ${DIP} bot ${work}/spring.txt --power ${esc}[31mFrance)
require("${esc_power}" "unknown power \\x1b[31mFrance")
forbid("${esc_power}" "${esc}")
run(2 endless ${DIP} adjudicate /dev/zero)
require("${endless}" "dip: /dev/zero: more than 8 MB (8388608 bytes)")
run(2 endless_stdin ${DIP} check - INPUT_FILE /dev/zero)
require("${endless_stdin}" "dip: input: more than 8 MB")
string(REPEAT "# a comment line, repeated to make a file larger than the tool reads\n" 130000 huge)
file(WRITE ${work}/huge.txt "${spring}${huge}")
run(2 huge_out ${DIP} adjudicate ${work}/huge.txt)
require("${huge_out}" "more than 8 MB")

# The Python diplomacy package's saved games (docs/FORMATS.md): a game it wrote is printed as a scenario with
# every phase agreeing (exit 0); that scenario, written back as their JSON, reads back as the same game.
set(pydip ${SRC}/tests/fixtures/diplomacy_json)
execute_process(COMMAND ${DIP} import ${pydip}/standard_2.json RESULT_VARIABLE code OUTPUT_FILE ${work}/imported.txt
                ERROR_VARIABLE report)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "dip import standard_2.json: exit ${code}\n${report}")
endif()
require("${report}" "all 33 phases played in the record agree with our adjudication")
file(READ ${work}/imported.txt imported)
require("${imported}" "# standard game standard-2, imported from the Python diplomacy package's saved game\nphase: Spring 1901 Movement\n")
require("${imported}" "---\norders:\n  Austria: ")
run(0 imported_check ${DIP} check ${work}/imported.txt)  # a scenario dip reads, every phase playing
require("${imported_check}" "ok ")
execute_process(COMMAND ${DIP} export ${work}/imported.txt RESULT_VARIABLE code OUTPUT_FILE ${work}/exported.json
                ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "dip export: exit ${code}\n${err}")
endif()
file(READ ${work}/exported.json exported)
require("${exported}" "{\"id\": \"dip\", \"map\": \"standard\", \"rules\": [\"NO_PRESS\", \"POWER_CHOICE\"], \"phases\": [{\"name\": \"S1901M\"")
execute_process(COMMAND ${DIP} import ${work}/exported.json RESULT_VARIABLE code OUTPUT_FILE ${work}/reimported.txt
                ERROR_VARIABLE report)
require("${report}" "all 33 phases played in the record agree")
file(READ ${work}/reimported.txt reimported)
string(REPLACE "standard-2, imported" "dip, imported" expected "${imported}")
if(NOT code EQUAL 0 OR NOT reimported STREQUAL expected)
  message(FATAL_ERROR "dip export then dip import changed the game (exit ${code}):\n${reimported}")
endif()
run(0 variant_json ${DIP} import ${pydip}/standard_france_austria_4.json)
require("${variant_json}" "rules: france-austria\n")

# Where their record and our adjudication differ: every divergence, where the game stops, exit 1.
run(1 deviation ${DIP} import ${pydip}/via_convoy_deviation.json)
require("${deviation}" "Fall 1901 Movement: A YOR - LON VIA: the record says it succeeds, we find no convoy")
require("${deviation}" "Fall 1901 Movement: after it the record has the unit ENGLAND A LON, we do not")
require("${deviation}" "stopped after 1 of the record's 2 phases played: the record and our adjudication differ in Fall 1901 Movement")
require("${deviation}" "  England: F Lon - Eng\n")  # the phase that agrees is kept
forbid("${deviation}" "A Yor - Lon")

# Unreadable or hostile input: a message, exit 2.
file(WRITE ${work}/bad.json "{\"phases\": [{\"name\": \"S1901M\"")
run(2 bad_json ${DIP} import ${work}/bad.json)
require("${bad_json}" "dip: ${work}/bad.json: JSON: byte 29: the document ends inside an object")
string(REPEAT "[" 100000 deep)
file(WRITE ${work}/deep.json "${deep}")
run(2 deep_json ${DIP} import ${work}/deep.json)
require("${deep_json}" "nested deeper than 32")
file(WRITE ${work}/modern.json "{\"map\": \"modern\", \"phases\": [{}]}")
run(2 modern ${DIP} import ${work}/modern.json)
require("${modern}" "the map \"modern\" is not one we play the same way")
run(2 import_usage ${DIP} import)
require("${import_usage}" "dip import FILE")

# Games their format cannot hold are refused with the reason.
file(WRITE ${work}/evt.txt "rules: england-turkey\nphase: Spring 1901 Movement\nunits:\n  England: A Lon\n")
run(2 evt ${DIP} export ${work}/evt.txt)
require("${evt}" "has no board played like England vs Turkey")
file(WRITE ${work}/two_starts.txt "phase: Spring 1901 Movement\nunits:\n  France: A Par\n---\nphase: Fall 1901 Movement\nunits:\n  France: A Bur\n")
run(2 two_starts ${DIP} export ${work}/two_starts.txt)
require("${two_starts}" "does not continue the game")
run(0 help ${DIP} help)
require("${help}" "dip export FILE")

# dip import reads an archive of the judge's results mails (told from JSON by its content): the game as a
# scenario that dip check reads back, exit 0 when every phase agrees, 1 with the divergence when one does not,
# 2 when the archive does not start with Spring 1901 movement.
run(0 judge ${DIP} import ${SRC}/tests/fixtures/judge/scripted_1902.txt)
require("${judge}" "# standard game scripted, imported from the judge's results mails")
require("${judge}" "England: A Yor - Nth - Nwy")
require("${judge}" "all 8 phases played in the record agree with our adjudication")
run(0 judge_scenario ${DIP} import ${SRC}/tests/fixtures/judge/scripted_1902.txt)
string(REGEX REPLACE "all 8 phases[^\n]*\n" "" judge_scenario "${judge_scenario}")
file(WRITE ${work}/judge_scenario.txt "${judge_scenario}")
run(0 judge_check ${DIP} check ${work}/judge_scenario.txt)
run(1 judge_bad ${DIP} import ${SRC}/tests/fixtures/judge/disagrees_fall_1901.txt)
require("${judge_bad}" "Fall 1901 Movement: Russia: Army Warsaw -> Galicia: the judge says no result (it succeeds)")
require("${judge_bad}" "stopped after 1 of the record's 8 phases played")
file(WRITE ${work}/judge_fall.txt "From judge@example.org\n\nMovement results for Fall of 1901.  (x/F1901M)\n")
run(2 judge_fall ${DIP} import ${work}/judge_fall.txt)
require("${judge_fall}" "the first results mail is for Fall 1901 Movement")
