#include "ui/framework/settings.h"

#include "ui/framework/sharedparams.h"

#include <QStandardPaths>

namespace pe::ui {

namespace key {
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
    for (const shared::Parameter* parameter : shared::encodingParameters()) {
        if (parameter->remembered.isEmpty())
            continue;
        const QVariant v = m_settings.value(parameter->remembered);
        if (!v.isValid())
            continue;
        QString error;
        if (const std::optional<double> value = parameter->parse(v.toString(), &error))
            parameter->set(p, *value);
        else if (parameter->kind != shared::Parameter::Kind::Choice)
            return core::EncodingParams{}; // a number that is not one: the defaults, as for one out of range
    }
    try {
        core::validate(p);
    } catch (const core::ParameterError&) {
        return core::EncodingParams{};
    }
    return p;
}

void Settings::setParams(const core::EncodingParams& p)
{
    for (const shared::Parameter* parameter : shared::encodingParameters()) {
        if (parameter->remembered.isEmpty())
            continue;
        const double v = parameter->get(p);
        switch (parameter->kind) {
        case shared::Parameter::Kind::Integer:
            m_settings.setValue(parameter->remembered, static_cast<qlonglong>(v));
            break;
        case shared::Parameter::Kind::Real:
            m_settings.setValue(parameter->remembered, v);
            break;
        default:
            m_settings.setValue(parameter->remembered, parameter->text(p));
        }
    }
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
