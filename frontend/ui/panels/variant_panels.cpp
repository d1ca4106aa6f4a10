// Choosing a variant's panels.
#include "variant_panels.h"

#include "catalogue.h"
#include "formal_panel.h"

namespace dip {

const VariantPanels& variant_panels(const RuleSettings& rules) {
    static const VariantPanels standard;
    static const FormalPanels formal;
    switch (rule_family(rules)) {  // a case a family, so a new family is not forgotten here
        case RuleFamily::Standard: return standard;
        case RuleFamily::Formal: return formal;
    }
    return standard;
}

}  // namespace dip
