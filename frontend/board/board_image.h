// Saving the board as a picture to post anywhere: what the file is called and the line written under the map.
// The pixels are read and the file is made at the platform edge (platform/board_image_saver.cpp); the
// request, the names and the caption are plain C++, tested natively.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "game.h"
#include "press.h"

namespace dip {

// A rectangle of the canvas, in ImGui's (CSS) pixels.
struct CanvasRect {
    float x = 0, y = 0, width = 0, height = 0;
};

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

// A film to save (a moving picture or a video): the played phases it shows in order, the caption of each, and the
// file's name.
// The promises a film's captions tell: the game's messages and map, and whose (kNoPower: every power's).
struct CaptionPromises {
    const Press* press = nullptr;
    const Map* map = nullptr;
    Power viewer = kNoPower;
};

struct FilmReel {
    std::vector<int> phases;  // indices into the game's history
    std::vector<std::string> captions;
    std::string file_name;
};

// The played phases from `first` to `last` that have a film (a sandbox edit has none). One phase's file is named as
// its picture would be ("diplomacy-game-1-spring-1901-movement-results.gif"); several phases' from the first to the
// last ("diplomacy-game-1-spring-1901-movement-to-fall-1902-adjustments.webm"). Empty when none has a film. With
// `promises`, each caption ends with the phase's promises told to their viewer (promise_summary).
FilmReel film_reel(const std::string& game_name, std::span<const PlayedPhase> history, int first, int last,
                   const std::string& extension, const CaptionPromises* promises = nullptr);

}  // namespace dip
