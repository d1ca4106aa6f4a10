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
