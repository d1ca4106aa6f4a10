// A value kept per revision of the game: made once for each revision it is asked for, however often it is asked.
#include <catch2/catch.hpp>

#include <string>

#include "game_keeper.h"
#include "kept_by_revision.h"
#include "save.h"
#include "session.h"

using namespace dip;

TEST_CASE("[KeptByRevision] the open game's save string is encoded once per change, not once per frame") {
    Session s(standard_rules());
    KeptByRevision<std::string> kept;
    int encoded = 0;
    const auto save_string = [&] {
        ++encoded;
        return encode_game(save_session(s, 1));
    };
    for (int frame = 0; frame < 100; ++frame) kept.get(s.revision(), save_string);
    CHECK(encoded == 1);

    set_orders_text(s, "France: A Par - Bur\n");  // a change worth saving: a new string
    const std::string with_order = kept.get(s.revision(), save_string);
    CHECK(encoded == 2);
    CHECK(with_order == encode_game(save_session(s, 1)));
    s.adjudicate();
    for (int frame = 0; frame < 100; ++frame) kept.get(s.revision(), save_string);
    CHECK(encoded == 3);
    CHECK(kept.get(s.revision(), save_string) != with_order);

    kept.forget();
    kept.get(s.revision(), save_string);
    CHECK(encoded == 4);
}
