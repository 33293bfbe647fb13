#pragma once

#include "ui/framework/numbers.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

#include <algorithm>

namespace pe::ui {

/// A spin box that reads back what numbers:: writes in the widget's locale (the minus sign,
/// digit groups) and what a user types with a hyphen or with spaces between digit groups.
template <class Box, class T> class ReadingSpinBox : public Box {
public:
    using Box::Box;
    T valueFromText(const QString& text) const override
    {
        return Box::valueFromText(numbers::readable(text, this->locale()));
    }
    QValidator::State validate(QString& text, int& pos) const override
    {
        QString plain = numbers::readable(text, this->locale());
        int at = std::min(pos, static_cast<int>(plain.size()));
        return Box::validate(plain, at);
    }
};

/// A spin box for real values that shows every digit the value has and no more, in the
/// widget's locale: 10000 as "10000" (not "10000.0000"), 0.1 as "0.1", 1.5 as "1,5" in French,
/// a negative value with the minus sign (−0,5).
class RealSpinBox : public ReadingSpinBox<QDoubleSpinBox, double> {
public:
    using ReadingSpinBox::ReadingSpinBox;
    QString textFromValue(double value) const override { return numbers::real(value, 12, locale()); }
};

/// A spin box for integers that groups digits as numbers::integer does: L = 131072 shows as
/// "131,072" in English and "131 072" in French (from 10 000 up; d = 1024 stays whole).
class IntegerSpinBox : public ReadingSpinBox<QSpinBox, int> {
public:
    using ReadingSpinBox::ReadingSpinBox;
    QString textFromValue(int value) const override { return numbers::integer(value, locale()); }
};

} // namespace pe::ui
