// Names and caption of a saved board picture (see board_image.h).
#include "board_image.h"

#include "position_text.h"

namespace dip {

namespace {

// Lower case letters and digits kept, every other run of characters one dash, none at the ends.
std::string slug(const std::string& text) {
    std::string out;
    bool dash = false;
    for (unsigned char c : text) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
        if (!keep) {
            dash = !out.empty();
            continue;
        }
        if (dash) out += '-';
        dash = false;
        out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        if (out.size() >= 60) break;  // a long name must not make an unwieldy file name
    }
    return out;
}

}  // namespace

std::string board_image_file_name(const BoardImageSubject& subject) {
    const std::string game = slug(subject.game_name);
    return "diplomacy-" + (game.empty() ? "" : game + "-") + slug(phase_text(subject.phase)) +
           (subject.results ? "-results" : "") + ".png";
}

std::string board_image_caption(const BoardImageSubject& subject) {
    const std::string phase = phase_text(subject.phase) + (subject.results ? ", results" : "");
    if (subject.game_name.empty()) return phase;
    return subject.game_name + " \u2014 " + phase;
}

}  // namespace dip
