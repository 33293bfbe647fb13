#pragma once

#include <QSlider>

namespace pe::ui {

/// A horizontal slider over [minimum, maximum] on a logarithmic scale, so that d = 4 and
/// d = 4096, or L = 10 and L = 131072, are both one short drag away.
class LogSlider : public QSlider {
    Q_OBJECT
public:
    explicit LogSlider(double minimum, double maximum, bool integer, QWidget* parent = nullptr);

    double logValue() const;
    /// Moves the handle without emitting logValueChanged; ignored while the user drags it.
    void setLogValue(double value);

signals:
    void logValueChanged(double value);

private:
    double toValue(int tick) const;
    int toTick(double value) const;

    double m_min;
    double m_max;
    bool m_integer;
    static constexpr int kTicks = 2000;
};

} // namespace pe::ui
