// Names of the vocabulary enums.
#include "types.h"

namespace dip {

std::string_view to_string(UnitType t) {
    switch (t) {
        case UnitType::Army: return "A";
        case UnitType::Fleet: return "F";
        default: return "";
    }
}

std::string_view to_string(Coast c) {
    switch (c) {
        case Coast::North: return "nc";
        case Coast::South: return "sc";
        case Coast::East: return "ec";
        case Coast::West: return "wc";
        default: return "";
    }
}

std::string_view to_string(Season s) {
    switch (s) {
        case Season::Spring: return "Spring";
        case Season::Fall: return "Fall";
        default: return "Winter";
    }
}

std::string_view to_string(PhaseKind k) {
    switch (k) {
        case PhaseKind::Movement: return "Movement";
        case PhaseKind::Retreats: return "Retreats";
        default: return "Adjustments";
    }
}

Coast coast_from_word(std::string_view w, bool short_forms) {
    if (w == "nc" || w == "north" || (short_forms && w == "n")) return Coast::North;
    if (w == "sc" || w == "south" || (short_forms && w == "s")) return Coast::South;
    if (w == "ec" || w == "east" || (short_forms && w == "e")) return Coast::East;
    if (w == "wc" || w == "west" || (short_forms && w == "w")) return Coast::West;
    return Coast::None;
}

}  // namespace dip
