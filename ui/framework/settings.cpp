#include "ui/framework/settings.h"

#include <QStandardPaths>

namespace pe::ui {

namespace key {
const auto dim = QStringLiteral("params/d");
const auto base = QStringLiteral("params/n");
const auto length = QStringLiteral("params/L");
const auto layout = QStringLiteral("params/layout");
const auto exportFolder = QStringLiteral("export/folder");
} // namespace key

const Stored<QByteArray> Settings::windowGeometry{"window/geometry", {}};
const Stored<QByteArray> Settings::windowState{"window/state", {}};
const Stored<QString> Settings::currentView{"window/view", QStringLiteral("heatmap")};
const Stored<QSize> Settings::exportSize{"export/size", QSize(1600, 900)};
const Stored<double> Settings::exportScale{"export/scale", 1.0};
const Stored<QString> Settings::language{"window/language", {}};
const Stored<QString> Settings::colourMap{"window/colourMap", {}};
const Stored<QString> Settings::theme{"window/theme", {}};

Settings::Settings()
    : m_settings(QStringLiteral("pe-explorer"), QStringLiteral("pe-explorer"))
{
}

double Settings::value(const StoredScale& scale) const
{
    bool ok = false;
    const double s = m_settings.value(QLatin1String(scale.key), 1.0).toDouble(&ok);
    return ok && s >= scale.min && s <= scale.max ? s : 1.0;
}

void Settings::setValue(const StoredScale& scale, double value)
{
    m_settings.setValue(QLatin1String(scale.key), value);
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

QString Settings::exportFolder() const
{
    return m_settings.value(key::exportFolder, QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
        .toString();
}
void Settings::setExportFolder(const QString& f)
{
    m_settings.setValue(key::exportFolder, f);
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

} // namespace pe::ui
