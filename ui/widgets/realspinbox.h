#pragma once

#include "ui/framework/numbers.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace pe::ui {

/// A spin box for real values that shows every digit the value has and no more, in the
/// widget's locale: 10000 as "10000" (not "10000.0000"), 0.1 as "0.1", 1.5 as "1,5" in French,
/// a negative value with the minus sign (−0,5). It reads back what it shows, and what a user
/// types with a hyphen or with spaces between digit groups.
class RealSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override { return numbers::real(value, 12, locale()); }
    double valueFromText(const QString& text) const override
    {
        return QDoubleSpinBox::valueFromText(numbers::readable(text, locale()));
    }
    QValidator::State validate(QString& text, int& pos) const override
    {
        QString plain = numbers::readable(text, locale());
        int at = std::min(pos, static_cast<int>(plain.size()));
        return QDoubleSpinBox::validate(plain, at);
    }
};

/// A spin box for integers that groups digits as numbers::integer does: L = 131072 shows as
/// "131,072" in English and "131 072" in French (from 10 000 up; d = 1024 stays whole), and
/// reads back what it shows or what a user types, grouped or not.
class IntegerSpinBox : public QSpinBox {
public:
    using QSpinBox::QSpinBox;
    QString textFromValue(int value) const override { return numbers::integer(value, locale()); }
    int valueFromText(const QString& text) const override
    {
        return QSpinBox::valueFromText(numbers::readable(text, locale()));
    }
    QValidator::State validate(QString& text, int& pos) const override
    {
        QString plain = numbers::readable(text, locale());
        int at = std::min(pos, static_cast<int>(plain.size()));
        return QSpinBox::validate(plain, at);
    }
};

} // namespace pe::ui
