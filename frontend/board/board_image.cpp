// Names and caption of a saved board picture (see board_image.h).
#include "board_image.h"

#include <algorithm>

#include "phase_account.h"
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

FilmReel film_reel(const std::string& game_name, std::span<const PlayedPhase> history, int first, int last,
                   const std::string& extension, const CaptionPromises* promises) {
    FilmReel reel;
    first = std::max(first, 0);
    last = std::min(last, static_cast<int>(history.size()) - 1);
    for (int i = first; i <= last; ++i) {
        if (history[static_cast<std::size_t>(i)].edit) continue;
        reel.phases.push_back(i);
        const PlayedPhase& played = history[static_cast<std::size_t>(i)];
        std::string caption = board_image_caption({game_name, played.position.phase, true});
        if (promises && promises->press && promises->map)
            if (const std::string told =
                    promise_summary(played.position, played.result, *promises->map, promises->viewer, *promises->press);
                !told.empty())
                caption += " \u2014 " + told;
        reel.captions.push_back(caption);
    }
    if (reel.phases.empty()) return reel;
    const Phase from = history[static_cast<std::size_t>(reel.phases.front())].position.phase;
    const Phase to = history[static_cast<std::size_t>(reel.phases.back())].position.phase;
    std::string name = board_image_file_name({game_name, from, reel.phases.size() == 1});
    name.resize(name.size() - 4);  // ".png"
    if (reel.phases.size() > 1) name += "-to-" + slug(phase_text(to));
    reel.file_name = name + "." + extension;
    return reel;
}

}  // namespace dip
