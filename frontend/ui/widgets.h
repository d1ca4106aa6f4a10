// Small pieces of ImGui interface shared by the page's windows: colours from the palette, the red text of an
// error, a power's colour swatch, a row of power buttons, a centred dialog, a text box on a std::string, the
// prompt box, and the
// fonts the interface is drawn with. No state of the page lives here.
#pragma once

#include <functional>
#include <string>

#include <imgui.h>

#include "controls.h"
#include "map.h"
#include "palette.h"

namespace dip {

// The four faces of the interface, baked for the screen's pixel ratio (App::load_fonts).
struct Fonts {
    ImFont* ui = nullptr;     // running text, 16 px
    ImFont* bold = nullptr;   // headings, 16 px
    ImFont* label = nullptr;  // province names on the map, 22 px
    ImFont* big = nullptr;    // the hot-seat hand-over, 26 px
    ImFont* clock = nullptr;  // a table's clock: digits and the colon alone, 140 px
    float pixel_ratio = 1;    // device pixels per CSS pixel they were baked for
};

inline ImVec4 colour(Rgba c) { return ImGui::ColorConvertU32ToFloat4(c); }

// Wrapped text in the palette's failure colour: what went wrong, said the same way everywhere.
void error_text(const Palette& palette, const std::string& text);
// A small square in a power's colour, to go before its name on the same line.
void power_swatch(Rgba power_colour);
// A dialog's size: `size` caps it (0: fit the content, `width` wide if given, never past the screen: it scrolls,
// by finger too). Besides its own buttons, the × on its title bar and Esc close it, and a click outside it does
// where nothing is lost by that (`outside_closes`).
struct DialogShape {
    ImVec2 size{0, 0};
    float width = 0;
    bool outside_closes = false;
};
// Opens a modal dialog when asked (`open` is then reset), centred on the screen however its content grows. Its ×
// is recorded as the control "Close dialog". Between this returning true and ImGui::EndPopup() go its contents.
bool begin_dialog(const char* name, bool& open, ControlRecorder& controls, DialogShape shape = {});
// A text box of `lines` lines across the window, on a string of any length. True when edited.
bool text_box(const char* id, std::string& text, float lines, ImGuiInputTextFlags flags = 0);
// A button for each power that `offered` accepts, in its colour, wrapped into as many rows as the window's
// width needs. The power pressed, or kNoPower.
Power power_buttons(const Map& map, const Palette& palette, ControlRecorder& controls,
                    const std::function<bool(Power)>& offered);
// What the player is doing, in words, in a tinted box.
void prompt_box(const Palette& palette, const std::string& text);
// Puts the next item, `width` wide, on the same line if the line then stays within `right` (a screen x);
// otherwise on a line of its own. For windows that size themselves to their content on a narrow screen.
void same_line_within(float width, float right);
// The width of a button with this label.
float button_width(const char* label);

// A button that shows whether it is the one chosen (a radio button the page's tests can press by its label).
bool choice(ControlRecorder& controls, const std::string& label, bool chosen);
// Starts a row of buttons or continues it, on a new line when the next one would not fit.
void same_line_if_room(const char* label, bool first);

}  // namespace dip
