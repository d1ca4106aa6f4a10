# Runs `dip bot` as a user would: computer players' orders for a position file, appended to it and adjudicated
# with no illegal order; the same seed gives the same orders; every phase kind and Formal Diplomacy; clean
# failures on bad input. Invoked by CTest with -DDIP=<path to dip>.
set(work ${CMAKE_CURRENT_BINARY_DIR}/dip_bot_test)
file(MAKE_DIRECTORY ${work})

include(${CMAKE_CURRENT_LIST_DIR}/../cli_checks.cmake)

# Every power's orders for 1901 under an "orders:" header; appended, they adjudicate with nothing illegal.
run(0 start ${DIP} start)
file(WRITE ${work}/spring.txt "${start}")
run(0 orders ${DIP} bot ${work}/spring.txt --power all --level easy --seed 5)
require("${orders}" "orders:\n  Austria: ")
require("${orders}" "  Turkey: ")
string(REGEX MATCHALL "\n  [A-Z][a-z]+: " lines "${orders}")
list(LENGTH lines count)
if(NOT count EQUAL 22)
  message(FATAL_ERROR "expected an order for each of the 22 units, got ${count}:\n${orders}")
endif()
file(APPEND ${work}/spring.txt "${orders}")
run(0 json ${DIP} adjudicate ${work}/spring.txt)
forbid("${json}" "\"illegal\"")
require("${json}" "\"phase\": \"Fall 1901 Movement\"")

# The same seed gives the same orders; the orders of one power only; a file with orders gets no second header.
run(0 again ${DIP} bot ${work}/spring.txt --power all --level easy --seed 5)
string(REPLACE "orders:\n" "" without_header "${orders}")
if(NOT again STREQUAL without_header)
  message(FATAL_ERROR "the same seed gave other orders:\n${orders}\nthen:\n${again}")
endif()
run(0 france ${DIP} bot ${work}/spring.txt --power France --level normal --seed 2)
require("${france}" "  France: A Par ")
forbid("${france}" "Germany")
forbid("${france}" "orders:")

# Chained phases: the next position's orders from the bots, every phase kind, twelve phases.
file(WRITE ${work}/game.txt "${start}")
foreach(step RANGE 1 12)
  run(0 moves ${DIP} bot ${work}/game.txt --power all --level easy --seed ${step})
  file(APPEND ${work}/game.txt "${moves}")
  run(0 result ${DIP} adjudicate ${work}/game.txt)
  forbid("${result}" "\"illegal\"")
  run(0 next ${DIP} adjudicate --text ${work}/game.txt)
  file(WRITE ${work}/game.txt "${next}")
endforeach()
# Twelve phases take at least two years and a half (five phases a year at most).
string(REGEX MATCH "phase: [A-Za-z]+ 19(0[3-9]|1[0-9])" later "${next}")
if(NOT later)
  message(FATAL_ERROR "twelve phases should reach 1903:\n${next}")
endif()

# Formal Diplomacy: the bots' orders are legal there too.
run(0 formal_start ${DIP} start --formal)
file(WRITE ${work}/formal.txt "${formal_start}")
run(0 formal_orders ${DIP} bot ${work}/formal.txt --power all --level easy --seed 1)
file(APPEND ${work}/formal.txt "${formal_orders}")
run(0 formal_json ${DIP} adjudicate ${work}/formal.txt)
forbid("${formal_json}" "\"illegal\"")

# Bad input: a clear message, exit code 2.
run(2 no_power ${DIP} bot ${work}/spring.txt)
require("${no_power}" "usage:")
run(2 bad_power ${DIP} bot ${work}/spring.txt --power Atlantis)
require("${bad_power}" "unknown power Atlantis")
run(2 bad_level ${DIP} bot ${work}/spring.txt --power all --level expert)
require("${bad_level}" "unknown level expert")
run(2 bad_seed ${DIP} bot ${work}/spring.txt --power all --seed -3)
require("${bad_seed}" "--seed takes a number")
run(2 missing ${DIP} bot ${work}/nowhere.txt --power all)
require("${missing}" "cannot open")
file(WRITE ${work}/broken.txt "phase: Spring 1901 Movement\nunits:\n  France: A Xyz\n")
run(2 broken ${DIP} bot ${work}/broken.txt --power all)
require("${broken}" "line 3")
