// QR codes of what a table's game passes between devices (frontend/table/qr_code.h): a game's link after the last
// year a table plays and a player's orders code, for every variant, made by libqrencode and read back by zbar from
// a picture of the code, as a camera would. A text too long for any QR code gets none.
#include <catch2/catch.hpp>

#include <zbar.h>

#include "../support.h"
#include "bot/bot.h"
#include "qr_code.h"
#include "save.h"
#include "session.h"

using namespace dip;
using namespace dip::test;

namespace {

// The code as a grey picture, `scale` pixels a module with the four-module white margin a reader needs, read by
// zbar: the text of the one QR code it finds ("" when none).
std::string read_back(const QrCode& code, int scale = 3) {
    using namespace zbar;  // its C interface, which zbar.h puts in a namespace for C++
    const int quiet = 4;
    const int side = (code.size + 2 * quiet) * scale;
    std::vector<unsigned char> grey(static_cast<std::size_t>(side) * side, 255);
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x) {
            const int mx = x / scale - quiet, my = y / scale - quiet;
            if (mx >= 0 && my >= 0 && mx < code.size && my < code.size && code.at(mx, my))
                grey[static_cast<std::size_t>(y) * side + x] = 0;
        }
    zbar_image_scanner_t* scanner = zbar_image_scanner_create();
    zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0);
    zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_ENABLE, 1);
    zbar_image_t* image = zbar_image_create();
    zbar_image_set_format(image, zbar_fourcc('Y', '8', '0', '0'));
    zbar_image_set_size(image, side, side);
    zbar_image_set_data(image, grey.data(), grey.size(), nullptr);
    std::string text;
    if (zbar_scan_image(scanner, image) > 0) {
        const zbar_symbol_t* symbol = zbar_image_first_symbol(image);
        text.assign(zbar_symbol_get_data(symbol), zbar_symbol_get_data_length(symbol));
    }
    zbar_image_destroy(image);
    zbar_image_scanner_destroy(scanner);
    return text;
}

// A game of the variant played by Easy computers to the end of 1907 (or its own end), as a table's game may be.
Session played_game(Variant v) {
    Session s(rules_of_variant(v));
    GameSettings all;
    all.rules = RuleSettings{v, 0, 0, 0};
    for (int p = 0; p < s.map().power_count(); ++p) all.computers.set(static_cast<Power>(p), bot::Level::Easy);
    s.new_game(PlayMode::Sandbox, all);
    const int last = s.position().phase.year + 6;
    for (int guard = 0; guard < 100 && !s.over() && s.position().phase.year <= last; ++guard) {
        think_now(s);
        REQUIRE(s.autoplay(1) == 1);
    }
    return s;
}

// The orders code a player with the most units of any movement phase of the game would send, preferences and all.
std::string largest_orders_code(const Session& s) {
    OrdersCode best;
    for (std::size_t i = 0; i < s.game().history().size(); ++i) {
        const Position& pos = s.game().history()[i].position;
        if (pos.phase.kind != PhaseKind::Movement) continue;
        for (int p = 0; p < s.map().power_count(); ++p) {
            std::vector<Order> orders = bot::choose_orders(s.rules(), pos, static_cast<Power>(p), bot::Level::Easy, 7);
            if (orders.size() <= best.orders.size()) continue;
            best = OrdersCode{s.record().id,     static_cast<std::uint32_t>(i), static_cast<Power>(p),
                              std::move(orders), s.settings().rules.variant,    {}};
            // With the longest preferences it could send: every place each unit could move to, then disband; a
            // winter list of both kinds of unit in every home centre, and every unit given up.
            Preferences prefs;
            WinterList& winter = prefs.winter.emplace();
            for (int q = 0; q < s.map().province_count(); ++q) {
                const Province province = static_cast<Province>(q);
                if (pos.units[q] && pos.units[q].power == p) {
                    RetreatPreference r{province, {}, true};
                    for (const Order& o : s.rules().unit_orders(pos, province))
                        if (o.kind == OrderKind::Move && !o.via_convoy) r.to.push_back(o.dest);
                    prefs.retreats.push_back(r);
                    winter.removals.push_back(province);
                }
                if (s.map().may_build_in(static_cast<Power>(p), province))
                    for (const UnitType t : {UnitType::Army, UnitType::Fleet})
                        winter.builds.push_back(build_order(static_cast<Power>(p), t, static_cast<Loc>(q)));
            }
            best.preferences = preference_orders(prefs, static_cast<Power>(p));
        }
    }
    return encode_orders_code(best);
}

}  // namespace

TEST_CASE("[qr] a table's link after 1907 and the largest orders code read back whole, on every variant") {
    const Variant v = GENERATE(from_range(every_variant()));
    INFO(variant_name(v));
    const Session s = played_game(v);
    REQUIRE(s.game().history().size() >= 8);  // two-power games end sooner than 1907
    const std::string link =
        "https://example.org/diplomacy/" + std::string(kGameLinkKey) + encode_game(shared_record(save_session(s, 0)));
    const std::string code = largest_orders_code(s);
    for (const std::string& text : {link, code}) {
        INFO(text.size() << " characters");
        const std::optional<QrCode> qr = make_qr(text);
        REQUIRE(qr);
        CHECK(read_back(*qr) == text);
    }
}

TEST_CASE("[qr] a short code is a small QR code, and a text too long for any gets none") {
    const std::optional<QrCode> small = make_qr("A Par - Bur");
    REQUIRE(small);
    CHECK(small->size == 21);  // version 1
    CHECK(read_back(*small, 2) == "A Par - Bur");
    CHECK(make_qr(std::string(kLongestQrText, 'x')));
    CHECK(!make_qr(std::string(kLongestQrText + 1, 'x')));
    CHECK(!make_qr(""));
}
