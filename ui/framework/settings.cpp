#include "ui/framework/settings.h"

#include <QStandardPaths>

namespace pe::ui {

namespace key {
const auto geometry = QStringLiteral("window/geometry");
const auto state = QStringLiteral("window/state");
const auto view = QStringLiteral("window/view");
const auto dim = QStringLiteral("params/d");
const auto base = QStringLiteral("params/n");
const auto length = QStringLiteral("params/L");
const auto layout = QStringLiteral("params/layout");
const auto exportFolder = QStringLiteral("export/folder");
const auto exportSize = QStringLiteral("export/size");
const auto exportScale = QStringLiteral("export/scale");
const auto interfaceScale = QStringLiteral("window/scale");
const auto language = QStringLiteral("window/language");
const auto textScale = QStringLiteral("window/textScale");
const auto colourMap = QStringLiteral("window/colourMap");
const auto theme = QStringLiteral("window/theme");
} // namespace key

namespace {
/// The number saved under `key`, or 1 when it is missing, unreadable or out of [min, max].
double scaleAt(const QSettings& settings, const QString& key, double min, double max)
{
    bool ok = false;
    const double s = settings.value(key, 1.0).toDouble(&ok);
    return ok && s >= min && s <= max ? s : 1.0;
}
} // namespace

Settings::Settings()
    : m_settings(QStringLiteral("pe-explorer"), QStringLiteral("pe-explorer"))
{
}

QByteArray Settings::windowGeometry() const
{
    return m_settings.value(key::geometry).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray& g)
{
    m_settings.setValue(key::geometry, g);
}
QByteArray Settings::windowState() const
{
    return m_settings.value(key::state).toByteArray();
}
void Settings::setWindowState(const QByteArray& s)
{
    m_settings.setValue(key::state, s);
}

core::EncodingParams Settings::params() const
{
    core::EncodingParams p;
    p.dim = m_settings.value(key::dim, p.dim).toInt();
    p.base = m_settings.value(key::base, p.base).toDouble();
    p.length = m_settings.value(key::length, static_cast<qlonglong>(p.length)).toLongLong();
    p.layout = core::parseLayout(m_settings.value(key::layout).toString().toStdString()).value_or(p.layout);
    try {
        core::validate(p);
    } catch (const core::ParameterError&) {
        return core::EncodingParams{};
    }
    return p;
}

void Settings::setParams(const core::EncodingParams& p)
{
    m_settings.setValue(key::dim, p.dim);
    m_settings.setValue(key::base, p.base);
    m_settings.setValue(key::length, static_cast<qlonglong>(p.length));
    m_settings.setValue(key::layout, QString::fromStdString(core::layoutName(p.layout)));
}

QString Settings::currentView() const
{
    return m_settings.value(key::view, QStringLiteral("heatmap")).toString();
}
void Settings::setCurrentView(const QString& id)
{
    m_settings.setValue(key::view, id);
}

QString Settings::exportFolder() const
{
    return m_settings.value(key::exportFolder, QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
        .toString();
}
void Settings::setExportFolder(const QString& f)
{
    m_settings.setValue(key::exportFolder, f);
}
QSize Settings::exportSize() const
{
    return m_settings.value(key::exportSize, QSize(1600, 900)).toSize();
}
void Settings::setExportSize(const QSize& s)
{
    m_settings.setValue(key::exportSize, s);
}
double Settings::exportScale() const
{
    return m_settings.value(key::exportScale, 1.0).toDouble();
}
void Settings::setExportScale(double s)
{
    m_settings.setValue(key::exportScale, s);
}

double Settings::interfaceScale() const
{
    return scaleAt(m_settings, key::interfaceScale, kMinInterfaceScale, kMaxInterfaceScale);
}
void Settings::setInterfaceScale(double s)
{
    m_settings.setValue(key::interfaceScale, s);
}

double Settings::textScale() const
{
    return scaleAt(m_settings, key::textScale, kMinTextScale, kMaxTextScale);
}
void Settings::setTextScale(double s)
{
    m_settings.setValue(key::textScale, s);
}

QString Settings::viewSetting(const QString& viewId, const QString& key) const
{
    const QVariant v = m_settings.value(QStringLiteral("views/") + viewId + QLatin1Char('/') + key);
    return v.isValid() ? v.toString() : QString();
}

void Settings::setViewSetting(const QString& viewId, const QString& key, const QString& text)
{
    m_settings.setValue(QStringLiteral("views/") + viewId + QLatin1Char('/') + key, text);
}

QString Settings::language() const
{
    return m_settings.value(key::language).toString();
}
void Settings::setLanguage(const QString& code)
{
    m_settings.setValue(key::language, code);
}

QString Settings::colourMap() const
{
    return m_settings.value(key::colourMap).toString();
}
void Settings::setColourMap(const QString& name)
{
    m_settings.setValue(key::colourMap, name);
}

QString Settings::theme() const
{
    return m_settings.value(key::theme).toString();
}
void Settings::setTheme(const QString& name)
{
    m_settings.setValue(key::theme, name);
}

} // namespace pe::ui
