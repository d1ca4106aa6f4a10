// The names of a saved board picture.
#include <catch2/catch.hpp>

#include "board_image.h"

using namespace dip;

TEST_CASE("[BoardImage] the file is named after the game and the phase, in plain lower case") {
    const Phase fall{Season::Fall, PhaseKind::Retreats, 1902};
    CHECK(board_image_file_name({"Game 1", fall}) == "diplomacy-game-1-fall-1902-retreats.png");
    CHECK(board_image_file_name({"Friday's game: \u00c9 & co", fall}) ==
          "diplomacy-friday-s-game-co-fall-1902-retreats.png");
    CHECK(board_image_file_name({"", fall}) == "diplomacy-fall-1902-retreats.png");
    CHECK(board_image_file_name({"***", fall}) == "diplomacy-fall-1902-retreats.png");
    CHECK(board_image_file_name({std::string(5000, 'x'), fall}).size() < 120);
}

TEST_CASE("[BoardImage] a picture of a played phase's results says so") {
    const Phase spring{Season::Spring, PhaseKind::Movement, 1901};
    CHECK(board_image_file_name({"Game 1", spring, true}) == "diplomacy-game-1-spring-1901-movement-results.png");
    CHECK(board_image_caption({"Game 1", spring, true}) == "Game 1 \u2014 Spring 1901 Movement, results");
}

TEST_CASE("[BoardImage] the caption names the game and the phase") {
    const Phase spring{Season::Spring, PhaseKind::Movement, 1901};
    CHECK(board_image_caption({"Game 1", spring}) == "Game 1 \u2014 Spring 1901 Movement");
    CHECK(board_image_caption({"", spring}) == "Spring 1901 Movement");
}

TEST_CASE(
    "[BoardImage] a film's reel: the played phases asked for, edits left out, each captioned, the file named "
    "from the first to the last") {
    std::vector<PlayedPhase> history(5);
    history[0].position.phase = {Season::Spring, PhaseKind::Movement, 1901};
    history[1].position.phase = {Season::Fall, PhaseKind::Movement, 1901};
    history[2].position.phase = {Season::Fall, PhaseKind::Movement, 1901};
    history[2].edit = true;  // the sandbox's board edited: nothing to play
    history[3].position.phase = {Season::Fall, PhaseKind::Adjustments, 1901};
    history[4].position.phase = {Season::Spring, PhaseKind::Movement, 1902};

    const FilmReel all = film_reel("Game 1", history, 0, 4, "gif");
    CHECK(all.phases == std::vector<int>{0, 1, 3, 4});
    CHECK(all.captions == std::vector<std::string>{"Game 1 \u2014 Spring 1901 Movement, results",
                                                   "Game 1 \u2014 Fall 1901 Movement, results",
                                                   "Game 1 \u2014 Fall 1901 Adjustments, results",
                                                   "Game 1 \u2014 Spring 1902 Movement, results"});
    CHECK(all.file_name == "diplomacy-game-1-spring-1901-movement-to-spring-1902-movement.gif");

    const FilmReel one = film_reel("Game 1", history, 3, 3, "webm");
    CHECK(one.phases == std::vector<int>{3});
    CHECK(one.file_name == "diplomacy-game-1-fall-1901-adjustments-results.webm");

    CHECK(film_reel("Game 1", history, 2, 2, "gif").phases.empty());
    CHECK(film_reel("Game 1", history, -3, 99, "gif").phases.size() == 4);  // out of range: clamped
    CHECK(film_reel("Game 1", {}, 0, 0, "gif").file_name.empty());
}
