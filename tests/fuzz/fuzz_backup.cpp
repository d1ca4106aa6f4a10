// libFuzzer target: any bytes as a backup file opened on a device that has games (Games > Open a backup). Nothing
// may crash or trip a sanitizer; a file refused changes nothing stored; one taken leaves every game listed and
// opening, and opening it a second time changes nothing.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "backup.h"
#include "../frontend/fake_platform.h"
#include "fuzz_input.h"
#include "library.h"
#include "save_format.h"

namespace {

// The text with the checksum of its last "end" line made again, so that the fuzzer's changes reach the checks
// behind it (the count it keeps as written).
std::string resealed(std::string text) {
    const std::size_t end = text.rfind("\nend ");
    if (end == std::string::npos) return text;
    const std::size_t count_end = text.find(' ', end + 5);
    if (count_end == std::string::npos) return text;
    const std::string body = text.substr(0, end + 1);
    char crc[9];
    std::snprintf(crc, sizeof crc, "%08x",
                  dip::save_format::crc32(reinterpret_cast<const std::uint8_t*>(body.data()), body.size()));
    return body + text.substr(end + 1, count_end - end) + crc + "\n";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string raw(reinterpret_cast<const char*>(data), size);
    for (const std::string& text : {raw, resealed(raw)}) {
        dip::test::MemoryStorage storage;
        storage.capacity = std::size_t{1} << 30;  // room for anything: a refusal is the backup's, not the storage's
        dip::GameLibrary(storage, dip::standard_rules()).save("dip.game.here", dip::Session(dip::standard_rules()), 1);
        const auto before = storage.data;
        const dip::Restored r = dip::restore_backup(storage, text);
        if (!r.error.empty()) {
            if (storage.data != before) std::abort();
            continue;
        }
        dip::GameLibrary library(storage, dip::standard_rules());
        const std::size_t aside = storage.keys(dip::GameLibrary::kAsidePrefix).size();
        for (const dip::GameLibrary::Entry& e : library.list()) {
            if (e.newer) continue;
            dip::Session s(dip::standard_rules());
            if (!library.open(e.key, s).empty()) std::abort();  // every game taken opens
        }
        if (storage.keys(dip::GameLibrary::kAsidePrefix).size() != aside) std::abort();  // none set aside
        const auto once = storage.data;
        if (!dip::restore_backup(storage, text).error.empty() || storage.data != once) std::abort();
    }
    return 0;
}
