#include "ui/widgets/logslider.h"

#include <cmath>

namespace pe::ui {

LogSlider::LogSlider(double minimum, double maximum, bool integer, QWidget* parent)
    : QSlider(Qt::Horizontal, parent)
    , m_min(minimum)
    , m_max(maximum)
    , m_integer(integer)
{
    setRange(0, kTicks);
    setSingleStep(10);
    setPageStep(100);
    connect(this, &QSlider::valueChanged, this, [this](int tick) { emit logValueChanged(toValue(tick)); });
}

double LogSlider::toValue(int tick) const
{
    const double v = m_min * std::pow(m_max / m_min, static_cast<double>(tick) / kTicks);
    return m_integer ? std::round(v) : v;
}

int LogSlider::toTick(double value) const
{
    value = std::clamp(value, m_min, m_max);
    return static_cast<int>(std::lround(kTicks * std::log(value / m_min) / std::log(m_max / m_min)));
}

double LogSlider::logValue() const
{
    return toValue(value());
}

void LogSlider::setLogValue(double value)
{
    if (isSliderDown())
        return;
    const QSignalBlocker blocker(this);
    setValue(toTick(value));
}

} // namespace pe::ui
