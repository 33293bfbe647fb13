#include "ui/framework/keyedlist.h"
#include "ui/framework/view.h"

#include <QCoreApplication>

// ViewDescriptor's members, apart from View so that what reads descriptors (the command line,
// session files) links without widgets.

namespace pe::ui {

ViewDescriptor ViewDescriptor::make(const QString& id, int order, const char* title, const char* summary)
{
    ViewDescriptor d;
    d.id = id;
    d.order = order;
    d.title = title;
    d.summary = summary;
    return d;
}

ViewDescriptor ViewDescriptor::withExtraCsv(std::vector<ExtraCsv> csv) &&
{
    extraCsv = std::move(csv);
    return std::move(*this);
}

ViewDescriptor ViewDescriptor::withPresets(std::vector<Preset> list) &&
{
    presets = std::move(list);
    return std::move(*this);
}

ViewDescriptor ViewDescriptor::withPositionsBeyondLength() &&
{
    positionsBeyondLength = true;
    return std::move(*this);
}

QString ViewDescriptor::translatedTitle() const
{
    return QCoreApplication::translate("View", title);
}

QString ViewDescriptor::translatedSummary() const
{
    return QCoreApplication::translate("View", summary);
}

const SettingInfo* ViewDescriptor::setting(const QString& key) const
{
    return findByKey(settings, &SettingInfo::key, key);
}

} // namespace pe::ui
