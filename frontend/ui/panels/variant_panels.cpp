// Choosing a variant's panels.
#include "variant_panels.h"

#include "formal_panel.h"

namespace dip {

const VariantPanels& variant_panels(const RuleSettings& rules) {
    static const VariantPanels standard;
    static const FormalPanels formal;
    if (rules.variant == Variant::Formal) return formal;
    return standard;
}

}  // namespace dip
