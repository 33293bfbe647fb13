#pragma once

#include "ui/framework/numbers.h"

#include <QDoubleSpinBox>

namespace pe::ui {

/// A spin box for real values that shows every digit the value has and no more, in the
/// widget's locale: 10000 as "10000" (not "10000.0000"), 0.1 as "0.1", 1.5 as "1,5" in French.
class RealSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override { return numbers::real(value, 12, locale()); }
};

} // namespace pe::ui
