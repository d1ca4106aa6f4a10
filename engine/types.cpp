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

}  // namespace dip
