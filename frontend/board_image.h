// Saving the board as a picture to post anywhere: what the file is called and the line written under the map.
// The pixels are read and the file is made at the platform edge (platform/board_image_saver.cpp); the
// request, the names and the caption are plain C++, tested natively.
#pragma once

#include <string>

#include "position.h"

namespace dip {

struct BoardImageRequest {
    float x = 0, y = 0, width = 0, height = 0;  // the map's rectangle on the canvas, in ImGui's (CSS) pixels
    std::string file_name;                      // board_image_file_name
    std::string caption;                        // board_image_caption
};

// What a picture shows: the board of a phase, with its orders being written, or a played phase's results.
struct BoardImageSubject {
    std::string game_name;
    Phase phase;
    bool results = false;  // the phase's orders drawn with their results
};

// The file's name: the game's name and the phase (and "results"), lower case, any run of other characters as
// one dash: "diplomacy-game-1-spring-1901-movement-results.png".
std::string board_image_file_name(const BoardImageSubject& subject);

// The line under the picture: "Game 1 - Spring 1901 Movement" (", results"); just the phase if the game has
// no name.
std::string board_image_caption(const BoardImageSubject& subject);

}  // namespace dip
