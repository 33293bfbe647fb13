#include "ui/framework/keyedlist.h"
#include "ui/framework/view.h"

// ViewDescriptor's members, apart from View so that what reads descriptors (the command line,
// session files) links without widgets.

namespace pe::ui {

QString ViewDescriptor::translatedTitle() const
{
    return title.toString();
}

QString ViewDescriptor::translatedSummary() const
{
    return summary.toString();
}

const SettingInfo* ViewDescriptor::setting(const QString& key) const
{
    return findByKey(settings, &SettingInfo::key, key);
}

} // namespace pe::ui
