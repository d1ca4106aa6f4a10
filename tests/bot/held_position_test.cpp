// The bot's board, search and talk round keep a reference to the position they are given; built from a
// temporary one they would read freed memory (ASan found a test doing so). Such a call must not compile.
#include <type_traits>

#include "bot/board.h"
#include "bot/press/talk_round.h"
#include "bot/search/search.h"
#include "bot_checks.h"

using namespace dip;

TEST_CASE("[bot] a board, a search and a talk round cannot be built on a temporary position") {
    STATIC_REQUIRE(std::is_constructible_v<bot::Board, const Rules&, const Position&>);
    STATIC_REQUIRE_FALSE(std::is_constructible_v<bot::Board, const Rules&, Position&&>);
    STATIC_REQUIRE(
        std::is_constructible_v<bot::Search, const Rules&, const Position&, Power, const bot::Budget&, std::uint64_t>);
    STATIC_REQUIRE_FALSE(
        std::is_constructible_v<bot::Search, const Rules&, Position&&, Power, const bot::Budget&, std::uint64_t>);
    STATIC_REQUIRE(std::is_constructible_v<bot::TalkRound, const Rules&, const Position&, Press, const bot::Talkers&,
                                           std::uint64_t>);
    STATIC_REQUIRE_FALSE(
        std::is_constructible_v<bot::TalkRound, const Rules&, Position&&, Press, const bot::Talkers&, std::uint64_t>);
}
