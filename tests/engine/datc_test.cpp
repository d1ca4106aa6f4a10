// Every DATC v3.0 chapter 6 case, one Catch2 test (and so one CTest test) per data file in tests/datc,
// named like "DATC 6.A.1". A failing case prints its position, orders, outcomes and the expected results.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "rules.h"
#include "scenario.h"

namespace {

std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

class DatcCase : public Catch::ITestInvoker {
public:
    explicit DatcCase(std::filesystem::path file) : file_(std::move(file)) {}
    void invoke() const override {
        const std::string text = read_file(file_);
        REQUIRE_FALSE(text.empty());
        const dip::ScenarioReport report = dip::run_scenario(text, dip::standard_rules());
        INFO("file: " << file_.string());
        REQUIRE(report.error == "");
        for (const dip::ScenarioStep& step : report.steps) {
            INFO(dip::explain(step));
            CHECK(step.mismatches.empty());
        }
    }

private:
    std::filesystem::path file_;
};

// "6.A.10" sorts after "6.A.9".
bool natural_less(const std::string& a, const std::string& b) {
    auto key = [](const std::string& s) {
        const std::size_t dot = s.rfind('.');
        return std::make_pair(s.substr(0, dot), std::stoi(s.substr(dot + 1)));
    };
    return key(a) < key(b);
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> ids;
    for (const auto& entry : std::filesystem::directory_iterator(DATC_DIR))
        if (entry.path().extension() == ".txt") ids.push_back(entry.path().stem().string());
    std::sort(ids.begin(), ids.end(), natural_less);
    static std::vector<std::string> names;  // Catch keeps references to the names
    names.reserve(ids.size());
    for (const std::string& id : ids) {
        names.push_back("DATC " + id);
        Catch::getMutableRegistryHub().registerTest(
            Catch::makeTestCase(new DatcCase(std::filesystem::path(DATC_DIR) / (id + ".txt")), "",
                                Catch::NameAndTags{names.back(), "[datc]"}, CATCH_INTERNAL_LINEINFO));
    }
    return Catch::Session().run(argc, argv);
}
